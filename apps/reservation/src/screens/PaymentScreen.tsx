import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice, paymentFrameHeightPx } from '@territorio/api-client/core';
import { Button, Card, Loader, Stack, Text } from '@territorio/design-system';
import { isPaymentFrameVisible, selectReservationFee } from '@territorio/dealership-flow';
import { ScreenHeading } from '../app/ScreenHeading';
import { useAppServices } from '../app/services';
import { useFlow, useFlowActions, useFlowStore } from '../flow/FlowProvider';
import { FlowProgress } from '../flow/parts';
import { depositOptionsText, Notice, reservationFeeText } from '../flow/notices';
import { ReservationRights } from '../flow/ReservationRights';
import * as styles from '../flow/flow.css';
import { VehicleUnavailable } from '../flow/VehicleUnavailable';
import { originOf, readPaymentMessage } from '../payment/paymentMessage';
import { settleFramePayment } from '../payment/settleFramePayment';

/** The frame's address: the brand's checkout page with the operation's client reference. */
export function paymentFrameUrl(apiUrl: string, checkoutUrl: string, reference: string): string {
  const url = new URL(checkoutUrl, `${apiUrl}/`);
  url.searchParams.set('reference', reference);
  return url.toString();
}

/** spec 2.11 step 4 'Pago de seña': the deposit and the card payment frame (820 px high). */
export const PaymentScreen = () => {
  const { api, config } = useAppServices();
  const store = useFlowStore();
  const navigate = useNavigate();
  const paymentConfig = useFlow((state) => state.paymentConfig);
  const purchase = useFlow((state) => state.purchase);
  const isFrameVisible = useFlow(isPaymentFrameVisible);
  const operationCode = useFlow((state) => state.operation?.code ?? '');
  const reference = useFlow((state) => state.operation?.purchase.transaction.code ?? '');
  const deposit = useFlow((state) => selectReservationFee(state, 'payment'));
  const { retryPurchase } = useFlowActions();
  const [frameKey, setFrameKey] = useState(0);
  const [isUnitLost, setIsUnitLost] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The frame reports an attempt; only the API's origin is listened to, and the server's
  // record of the operation, re-read here, decides where the buyer goes.
  useEffect(() => {
    const allowedOrigin = originOf(config.apiUrl);
    const onMessage = (event: MessageEvent) => {
      const message = readPaymentMessage(event, allowedOrigin);
      if (!message || message.code.toUpperCase() !== operationCode.toUpperCase()) return;
      if (store.getState().purchase.status === 'purchasing') return;
      void settleFramePayment(store, api, message).then((settlement) => {
        if (settlement === 'unitUnavailable') {
          setIsUnitLost(true);
          return;
        }
        const result = store.getState().purchase;
        if (result.status === 'success') navigate(result.path, { replace: true });
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [api, config.apiUrl, navigate, operationCode, store]);

  // The frame the focus was in goes away with a rejection: the focus goes to the reason and
  // its retry instead of falling to the top of the page.
  const rejection = useRef<HTMLDivElement>(null);
  const isRejected = purchase.status === 'failed';
  useEffect(() => {
    if (isRejected) rejection.current?.focus();
  }, [isRejected]);

  const onRetry = () => {
    retryPurchase();
    setFrameKey((key) => key + 1);
    requestAnimationFrame(() => frame.current?.focus());
  };

  if (isUnitLost) {
    return (
      <VehicleUnavailable title="Pago de seña" detail="No se realizó ningún cobro en tu tarjeta." />
    );
  }

  return (
    <Stack space="large">
      <FlowProgress current={4} />
      <ScreenHeading title="Pago de seña" />
      <Card padding="large">
        <Stack space="small">
          <Text>
            Seña a pagar: <span className={styles.amount}>{formatPrice(deposit)}</span>
          </Text>
          <Text size="small">{reservationFeeText}</Text>
          <Text size="small">{depositOptionsText(deposit)}</Text>
          <ReservationRights headingLevel={3} />
        </Stack>
      </Card>
      {purchase.status === 'purchasing' ? <Loader message="Confirmando el pago…" /> : null}
      {purchase.status === 'failed' ? (
        <div ref={rejection} tabIndex={-1} className={styles.focusTarget}>
          <Notice tone="critical">
            <Stack space="small">
              <Text weight="strong">No pudimos cobrar la seña.</Text>
              <Text>{purchase.message}</Text>
              <div>
                <Button variant="primary" onClick={onRetry}>
                  Intentar de nuevo
                </Button>
              </div>
            </Stack>
          </Notice>
        </div>
      ) : null}
      {paymentConfig.status === 'idle' || paymentConfig.status === 'loading' ? (
        <Loader message="Preparando el pago…" />
      ) : null}
      {paymentConfig.status === 'missing' ? (
        <Notice tone="critical">
          <Text>{paymentConfig.message}</Text>
        </Notice>
      ) : null}
      {paymentConfig.status === 'loaded' && isFrameVisible && reference !== '' ? (
        <iframe
          key={frameKey}
          ref={frame}
          title="Pago de la seña con tarjeta de crédito"
          src={paymentFrameUrl(config.apiUrl, paymentConfig.config.checkout_url, reference)}
          height={paymentFrameHeightPx}
          className={styles.paymentFrame}
        />
      ) : null}
    </Stack>
  );
};
