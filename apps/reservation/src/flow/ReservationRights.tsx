import { useState } from 'react';
import { formatDate } from '@territorio/api-client/core';
import { Heading, Stack, Text, TextLink } from '@territorio/design-system';
import {
  formatTime,
  reservationRights,
  selectRefundWindow,
  selectWithdrawalUntil,
} from '@territorio/dealership-flow';
import { useAppServices } from '../app/services';
import { withdrawalButtonId } from '../withdrawal/WithdrawalButton';
import { useFlow } from './FlowProvider';
import * as styles from './flow.css';

/**
 * DECISIONS "Prices as Argentine rules require": the 48-hour self-service cancel (our
 * promise) and the 10-calendar-day withdrawal (Res. 424/2020, Disp. 954/2025), side by
 * side, each with what it covers and, once the deposit is paid, until when.
 */
export const ReservationRights = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const { now } = useAppServices();
  const [time] = useState(now);
  const cancelUntil = useFlow((state) => selectRefundWindow(state, time).until);
  const withdrawalUntil = useFlow(selectWithdrawalUntil);
  const { cancel, withdrawal } = reservationRights;
  const rightLevel = headingLevel === 2 ? 3 : 4;

  return (
    <section aria-labelledby="derechos-titulo">
      <Stack space="small">
        <Heading level={headingLevel} id="derechos-titulo">
          Si te arrepentís de la reserva
        </Heading>
        <div className={styles.rightsGrid}>
          <div className={styles.right}>
            <Heading level={rightLevel} className={styles.rightTitle}>
              {cancel.title}
            </Heading>
            <Text size="small">{cancel.covers}</Text>
            {cancelUntil ? (
              <Text size="small" weight="strong">
                Podés cancelar hasta el {formatDate(cancelUntil)} a las {formatTime(cancelUntil)}.
              </Text>
            ) : null}
          </div>
          <div className={styles.right}>
            <Heading level={rightLevel} className={styles.rightTitle}>
              {withdrawal.title}
            </Heading>
            <Text size="small">{withdrawal.covers}</Text>
            {withdrawalUntil ? (
              <Text size="small" weight="strong">
                Podés arrepentirte hasta el {formatDate(withdrawalUntil)} inclusive.
              </Text>
            ) : null}
            <Text size="small">
              <TextLink href={`#${withdrawalButtonId}`}>Ir al Botón de arrepentimiento</TextLink>
            </Text>
          </div>
        </div>
      </Stack>
    </section>
  );
};
