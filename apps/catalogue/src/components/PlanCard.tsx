/** spec 2.7: a savings plan's card with its instalments (the savings plans page only). */
import { formatPrice } from '@territorio/api-client/core';
import type { SavingPlan } from '@territorio/api-client/core';
import {
  Button,
  Card,
  Heading,
  Image,
  PriceBreakdown,
  Stack,
  Text,
} from '@territorio/design-system';
import * as styles from '../layout/layout.css';
import { savingPlanSubscriptionUrl } from '../shared-gaps';
import type { ImagePriority } from './Cards';
import { cardImageSizes, mediaPicture } from './media';
import { useMediaUrl } from './useMedia';

export function PlanCard({ plan, isImagePriority = false }: { plan: SavingPlan } & ImagePriority) {
  const media = useMediaUrl();
  const rows: [string, string][] = [
    ['Cuotas', `${plan.installments} meses`],
    ['Adhesión', formatPrice(plan.initial_installment)],
    ['Cuota 1', formatPrice(plan.first_installment)],
  ];
  if (plan.integration) rows.push(['Operatoria', plan.integration]);
  return (
    <Card as="article" padding="medium" elevation="small" className={styles.fill}>
      <Stack space="small">
        {plan.image ? (
          <Image
            {...mediaPicture(plan.image, 'vehicle', media, cardImageSizes)}
            alt={`${plan.family} ${plan.model}`}
            isPriority={isImagePriority}
            className={styles.cardImage}
          />
        ) : null}
        <Text size="small" tone="muted">
          {plan.family}
        </Text>
        <Heading level={3}>{plan.name}</Heading>
        <Text>{plan.model}</Text>
        <PriceBreakdown rows={rows.map(([label, amount]) => ({ label, amount }))} />
        {plan.description ? <Text size="small">{plan.description}</Text> : null}
        <Button href={savingPlanSubscriptionUrl(plan)} external variant="secondary" fullWidth>
          Suscribirme a este plan
        </Button>
      </Stack>
    </Card>
  );
}
