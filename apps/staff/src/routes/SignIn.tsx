import { useEffect, useRef } from 'react';
import { Form, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { ActionFunctionArgs, RouteObject } from 'react-router';
import { Button, Card, Heading, Stack, TextField } from '@territorio/design-system';
import { isApiError } from '@territorio/api-client/core';
import { signInSchema, staffMessages, staffSessionSchema } from '@territorio/api-client/staff';
import { FieldErrors, parseOrThrow, type ActionResult } from '../lib/actions';
import { staffSend, staffUrl } from '../lib/api';
import { nextPath } from '../lib/next';
import { sessionStore } from '../lib/session';
import { Notice } from '../components/Notice/Notice';
import { fieldError } from '../components/Notice/FormResult';
import * as styles from './SignIn.css';

/** Signs in, then goes to `siguiente` when it is a page of `routes`, else home. */
export async function signInAction(
  { request }: ActionFunctionArgs,
  routes: RouteObject[],
): Promise<Response | ActionResult> {
  const form = await request.formData();
  try {
    const body = parseOrThrow(signInSchema, {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    const session = await staffSend('POST', staffUrl('session'), body, staffSessionSchema);
    sessionStore.getState().setSession(session);
  } catch (error) {
    // Wrong credentials answer 401 here: the message to show, not a sign-in redirect.
    if (error instanceof FieldErrors || isApiError(error)) {
      return { ok: false, intent: 'sign-in', message: error.message, fields: error.fields };
    }
    throw error;
  }
  return redirect(nextPath(new URL(request.url).searchParams.get('siguiente'), routes));
}

export function SignIn() {
  const result = useActionData() as ActionResult | undefined;
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const emailError = fieldError(result, 'sign-in', 'email');
  const passwordError = fieldError(result, 'sign-in', 'password');
  const formError = result && !result.ok && !emailError && !passwordError ? result.message : null;

  useEffect(() => {
    if (!result || result.ok) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alertRef.current)?.focus();
  }, [result]);

  const reason = search.get('motivo');
  const info =
    reason === 'salida'
      ? staffMessages.signedOut
      : reason === 'expired'
        ? staffMessages.sessionExpired
        : search.has('siguiente')
          ? staffMessages.unauthenticated
          : null;

  return (
    <main className={styles.page}>
      <Card padding="large" elevation="small" className={styles.card}>
        <Form method="post" ref={formRef} noValidate>
          <Stack space="large">
            <Heading level={1}>{staffMessages.signInTitle}</Heading>
            {info && !result ? <Notice tone="neutral">{info}</Notice> : null}
            {formError ? (
              <Notice tone="critical" ref={alertRef}>
                {formError}
              </Notice>
            ) : null}
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              required
              errorMessage={emailError}
            />
            <TextField
              label="Contraseña"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              errorMessage={passwordError}
            />
            <Button
              type="submit"
              fullWidth
              isBusy={navigation.state === 'submitting'}
              busyLabel="Ingresando…"
            >
              Ingresar
            </Button>
          </Stack>
        </Form>
      </Card>
    </main>
  );
}
