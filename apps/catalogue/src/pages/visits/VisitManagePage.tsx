/**
 * /visitas/{code}?clave={secret}: the bearer of a visit's manage link sees it, adds it to a
 * calendar, moves it to another free time at its site, or cancels it (after confirming).
 * A cancelled or past visit shows why it cannot change, without actions; a wrong code or
 * secret is the visit's not-found page (404). Never indexed: the page is one buyer's visit.
 */
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import {
  ApiError,
  errorMessage,
  proofOfWorkField,
  proofOfWorkMessages,
  routes,
  siteSlug,
  stockRoutes,
  visitCalendarUrl,
  visitMessages,
} from '@territorio/api-client/core';
import type { Visit } from '@territorio/api-client/core';
import { Button, Card, Heading, Inline, Stack, Text, TextLink } from '@territorio/design-system';
import type { Site } from '@territorio/site-config';
import { useParams, useSearchParams } from 'react-router';
import { Deferred } from '../../app/Deferred';
import type { Part } from '../../app/loaderData';
import { PageHead } from '../../components/PageHead';
import { useFocusFirstInvalid } from '../../forms/useFormStore';
import type { FieldErrors } from '../../forms/validation';
import type { VisitField } from '../../forms/visitValidation';
import { useFocusAfterRender } from '../../lib/focus';
import { useProofOfWork } from '../../lib/proofOfWork';
import { siteNamed, visitWhenWords } from '../../lib/visitSlots';
import * as layout from '../../layout/layout.css';
import { useServices } from '../../services/context';
import { createVisitSlotsStore } from '../../stores/visitSlotsStore';
import { SlotPicker, dayHeadingId, timeHeadingId } from './SlotPicker';
import { SendStatus, VisitDetails } from './VisitDetails';
import type { SendFailure } from './VisitDetails';
import { visitMeta } from './visitMeta';
import * as styles from './visits.css';

/** The query parameter of the visit's manage secret (api-client's visitManagePath). */
export const secretParameter = 'clave';
const messageId = 'visit-message';

function Frame({ children }: { children: ReactNode }) {
  return <div className={`${layout.container} ${layout.section}`}>{children}</div>;
}

function VisitNotFound() {
  return (
    <Frame>
      <PageHead meta={visitMeta.notFound} notFound />
      <Card tone="alt" padding="large">
        <Stack space="medium" align="left">
          <Heading level={1}>{visitMessages.notFound}</Heading>
          <Text>Revisá el enlace del correo de confirmación.</Text>
          <TextLink href={stockRoutes.search}>Ver el stock disponible</TextLink>
          <TextLink href={routes.home}>Volver al inicio</TextLink>
        </Stack>
      </Card>
    </Frame>
  );
}

/**
 * Another day and time at the visit's site; the API's refusals show at the picker. The
 * move's proof of work is made from the moment the form shows, as the booking's.
 */
function MoveVisit({
  visit,
  site,
  token,
  onMoved,
  onBack,
}: {
  visit: Visit;
  site: Site;
  token: string;
  onMoved: (visit: Visit) => void;
  onBack: () => void;
}) {
  const { api } = useServices();
  const [slots] = useState(() => {
    const store = createVisitSlotsStore((slug) => api.findVisitSlots(slug));
    void store.getState().load(siteSlug(site));
    return store;
  });
  const [errors, setErrors] = useState<FieldErrors<VisitField>>({});
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [isSending, setIsSending] = useState(false);
  const { formRef, request: focusFirstInvalid } = useFocusFirstInvalid();
  const focusLater = useFocusAfterRender();
  const proof = useProofOfWork();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    const { date, time } = slots.getState();
    if (!date || !time) {
      setErrors(date ? { time: visitMessages.timeRequired } : { date: visitMessages.dateRequired });
      focusFirstInvalid();
      return;
    }
    setIsSending(true);
    setFailure(null);
    try {
      const altcha = await proof.take();
      if (altcha === null) setFailure({ message: proofOfWorkMessages.unavailable, canRetry: true });
      else onMoved(await api.moveVisit(visit.code, { date, time, token, altcha }));
    } catch (error) {
      // The proof went with the request: the next send needs another.
      proof.prepare();
      const fields = error instanceof ApiError ? error.fields : {};
      if (error instanceof ApiError && error.status === 409 && fields.time) {
        setErrors({});
        focusLater(timeHeadingId);
        void slots.getState().slotTaken();
      } else if (fields.date || fields.time) {
        setErrors({ date: fields.date, time: fields.time });
        void slots.getState().load(siteSlug(site));
        focusFirstInvalid();
      } else {
        setFailure({
          message: fields[proofOfWorkField] ?? errorMessage(error),
          canRetry: fields[proofOfWorkField] !== undefined,
        });
      }
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Cambiar horario"
    >
      <Stack space="large">
        <SlotPicker store={slots} site={site} errors={errors} onChoose={() => setErrors({})} />
        <SendStatus
          failure={failure}
          waiting={proof.isWaiting ? proofOfWorkMessages.pending : null}
          onRetry={() => formRef.current?.requestSubmit()}
        />
        <Inline space="small">
          <Button type="submit" isBusy={isSending} busyLabel="Cambiando…">
            Confirmar el nuevo horario
          </Button>
          <Button variant="secondary" onClick={onBack}>
            Volver
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** "Cancelar visita" asks first; the answer is the cancelled visit. */
function CancelVisit({
  visit,
  token,
  onCancelled,
  onBack,
}: {
  visit: Visit;
  token: string;
  onCancelled: (visit: Visit) => void;
  onBack: () => void;
}) {
  const { api } = useServices();
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [isSending, setIsSending] = useState(false);
  const cancel = async () => {
    setIsSending(true);
    setFailure(null);
    try {
      onCancelled(await api.cancelVisit(visit.code, token));
    } catch (error) {
      setFailure({ message: errorMessage(error), canRetry: false });
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Card as="section" tone="alt" padding="medium" aria-labelledby="visit-cancel-title">
      <Stack space="medium" align="left">
        <Heading level={3} component="h2" id="visit-cancel-title" className={styles.stepHeading}>
          ¿Cancelamos tu visita del {visitWhenWords(visit.date, visit.time)}?
        </Heading>
        <SendStatus failure={failure} />
        <Inline space="small">
          <Button onClick={() => void cancel()} isBusy={isSending} busyLabel="Cancelando…">
            Sí, cancelar la visita
          </Button>
          <Button variant="secondary" onClick={onBack}>
            No, mantenerla
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

function ManageVisit({ loaded, token }: { loaded: Visit; token: string }) {
  const { config } = useServices();
  // The answer of a move or a cancel is the visit as it is now.
  const [answered, setAnswered] = useState<Visit | null>(null);
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view');
  const [done, setDone] = useState<string | null>(null);
  const focusLater = useFocusAfterRender();
  const visit = answered?.code === loaded.code ? answered : loaded;
  const site = siteNamed(visit.site);
  const isCancelled = visit.status === 'cancelled';

  const open = (next: 'move' | 'cancel') => {
    setDone(null);
    setMode(next);
    focusLater(next === 'move' ? dayHeadingId : 'visit-cancel-title');
  };
  const finish = (updated: Visit, message: string) => {
    setAnswered(updated);
    setMode('view');
    setDone(message);
    focusLater(messageId);
  };
  const back = () => {
    setMode('view');
    focusLater('visit-title');
  };

  return (
    <Frame>
      <PageHead meta={visitMeta.visit} robots="noindex" />
      <Stack space="large">
        <Heading level={1} id="visit-title" className={styles.stepHeading}>
          Tu visita
        </Heading>
        <div role="status" id={messageId} className={styles.stepHeading}>
          {done ? <Text weight="medium">{done}</Text> : null}
        </div>
        <Card padding="medium">
          <VisitDetails visit={visit} />
        </Card>
        {isCancelled ? <Text weight="medium">{visitMessages.cancelled}</Text> : null}
        {!isCancelled && !visit.changeable ? (
          <Text weight="medium">{visitMessages.notChangeable}</Text>
        ) : null}
        {!isCancelled ? (
          <TextLink href={visitCalendarUrl(config.apiUrl, visit.code, token)}>
            Agregar a mi calendario
          </TextLink>
        ) : null}
        {visit.changeable && !isCancelled && mode === 'view' ? (
          <Inline space="small">
            <Button onClick={() => open('move')}>Cambiar horario</Button>
            <Button variant="secondary" onClick={() => open('cancel')}>
              Cancelar visita
            </Button>
          </Inline>
        ) : null}
        {visit.changeable && mode === 'move' && site ? (
          <MoveVisit
            visit={visit}
            site={site}
            token={token}
            onMoved={(moved) => finish(moved, visitMessages.moved)}
            onBack={back}
          />
        ) : null}
        {visit.changeable && mode === 'cancel' ? (
          <CancelVisit
            visit={visit}
            token={token}
            onCancelled={(cancelled) => finish(cancelled, visitMessages.cancelDone)}
            onBack={back}
          />
        ) : null}
      </Stack>
    </Frame>
  );
}

/** The page's frame and head while the visit is on its way, or when its read failed. */
function pending(notice: ReactNode) {
  return (
    <Frame>
      <PageHead meta={visitMeta.visit} robots="noindex" />
      {notice}
    </Frame>
  );
}

/**
 * `visit`: the visit of the address's code and secret, null when it has none of them or
 * the API knows no such visit (the visit's not-found page).
 */
export function VisitManagePage({ visit }: { visit: Part<Visit | null> | null }) {
  const { code } = useParams();
  const [search] = useSearchParams();
  const token = search.get(secretParameter);
  if (!code || !token || visit === null) return <VisitNotFound />;
  return (
    <Deferred part={visit} loadingMessage="Cargando tu visita…" around={pending}>
      {(found) =>
        found === null ? (
          <VisitNotFound />
        ) : (
          <ManageVisit key={found.code} loaded={found} token={token} />
        )
      }
    </Deferred>
  );
}
