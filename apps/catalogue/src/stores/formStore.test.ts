import { describe, expect, it, vi } from 'vitest';
import { ApiError, messages } from '@territorio/api-client/core';
import { createFormStore } from './formStore';

const networkError = () =>
  new ApiError({ status: 0, code: 'network', message: messages.serverError, request: 'POST /x' });

describe('form store offline', () => {
  it('sends nothing while offline and stays as typed', async () => {
    const store = createFormStore(() => false);
    const request = vi.fn(async () => undefined);
    expect(await store.getState().send(request)).toBe(false);
    expect(request).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ status: 'editing', errorMessage: null });
  });

  it('takes a send that fails because the connection went as editing, not as an error', async () => {
    let isOnline = true;
    const store = createFormStore(() => isOnline);
    await store.getState().send(async () => {
      isOnline = false;
      throw networkError();
    });
    expect(store.getState()).toMatchObject({ status: 'editing', errorMessage: null });
  });

  it('still reports a failure online as an error', async () => {
    const store = createFormStore(() => true);
    await store.getState().send(async () => {
      throw networkError();
    });
    expect(store.getState()).toMatchObject({
      status: 'error',
      errorMessage: messages.serverError,
    });
  });
});
