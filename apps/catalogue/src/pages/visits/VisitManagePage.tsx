/**
 * /visitas/{code}?clave={secret}: the bearer of a visit's manage link sees it, adds it to a
 * calendar, moves it to another free time at its site, or cancels it (after confirming).
 * A cancelled or past visit shows why it cannot change, without actions; a wrong code or
 * secret is the visit's not-found page (404). Never indexed: the page is one buyer's visit.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  errorMessage,
  routes,
  stockRoutes,
  visitCalendarUrl,
  visitMessages,
} from '@territorio/api-client/core';
import type { Visit } from '@territorio/api-client/core';
import { Button, Card, Heading, Inline, Stack, Text, TextLink } from '@territorio/design-system';
import { useParams, useSearchParams } from 'react-router';
import { Deferred } from '../../app/Deferred';
import type { Part } from '../../app/loaderData';
import { PageHead } from '../../components/PageHead';
import { LazyPage, retryableLazy } from '../../components/lazyPage';
import { useFocusAfterRender } from '../../lib/focus';
import { siteNamed, visitWhenWords } from '../../lib/visitSlots';
import * as layout from '../../layout/layout.css';
import { useServices } from '../../services/context';
import type { MoveVisitProps } from './MoveVisit';
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
 * The move's form loads when asked for: its code (the slot picker, the slots' store, the
 * proof of work) is no part of the page's first visit.
 */
const moveForm = retryableLazy<MoveVisitProps>(() =>
  import('./MoveVisit').then((module) => ({ default: module.MoveVisit })),
);

/** Shown only after "Cambiar horario" (never server-rendered): it says while it loads. */
function MoveForm(props: MoveVisitProps) {
  return <LazyPage page={moveForm} loadingMessage="Cargando los horarios…" props={props} />;
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
    // The move's form takes focus itself once its code has loaded.
    if (next === 'cancel') focusLater('visit-cancel-title');
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
          <MoveForm
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
    <Deferred part={visit} loadingMessage="Cargando tu visita…" frame={pending}>
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
