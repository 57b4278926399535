import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { messages } from '@territorio/api-client/core';
import { Button, Card, Heading, Stack, Text, TextLink } from '@territorio/design-system';
import { formatAddress, group, headOffice } from '@territorio/site-config';

/** A message that takes focus when it appears, so it is read and the form's place is kept. */
function FocusedCard({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} role={role} tabIndex={-1}>
      <Card tone="alt" padding="large">
        {children}
      </Card>
    </div>
  );
}

export function SuccessMessage({
  title,
  text,
  actionLabel,
  onAction,
}: {
  title: string;
  text?: string;
  actionLabel?: string;
  onAction?: () => void;
}) {
  return (
    <FocusedCard role="status">
      <Stack space="medium" align="left">
        <Heading level={3} component="p">
          {title}
        </Heading>
        {text ? <Text>{text}</Text> : null}
        {actionLabel && onAction ? (
          <Button variant="secondary" onClick={onAction}>
            {actionLabel}
          </Button>
        ) : null}
      </Stack>
    </FocusedCard>
  );
}

/** spec 8 contact failure: '¡Hubo un problema!', 'Intentalo de nuevo más tarde', phone and address. */
export function ErrorMessage({
  detail,
  onRetry,
}: {
  detail?: string | null;
  onRetry?: () => void;
}) {
  return (
    <FocusedCard role="alert">
      <Stack space="medium" align="left">
        <Heading level={3} component="p">
          {messages.contactErrorTitle}
        </Heading>
        <Text>{messages.contactErrorBody}</Text>
        {detail && detail !== messages.serverError ? <Text tone="critical">{detail}</Text> : null}
        <Text>
          También podés llamarnos al{' '}
          <TextLink href={`tel:${group.phoneE164}`}>{group.phone}</TextLink> o visitarnos en{' '}
          {formatAddress(headOffice)}.
        </Text>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Volver a intentar
          </Button>
        ) : null}
      </Stack>
    </FocusedCard>
  );
}
