import { errorMessage, maxUsedVehicles, messages } from '@territorio/api-client/core';
import type { UsedVehicle } from '@territorio/api-client/core';
import type { FlowContext } from '../context';
import {
  canQuote,
  parseUsedKms,
  parseUsedYear,
  selectStepPath,
  selectUsedVehicles,
  selectWorkingOperation,
} from '../selectors';
import type {
  DealershipFlowData,
  DealershipFlowState,
  UsedVehicleActions,
  UsedVehicleForm,
  UsedVehicleState,
} from '../state';

export type UsedVehicleSlice = Pick<DealershipFlowData, 'usedVehicle'> & UsedVehicleActions;

export const emptyUsedVehicleForm: UsedVehicleForm = {
  brandId: null,
  model: null,
  codia: null,
  year: '',
  kms: '',
};

export const initialUsedVehicleState: UsedVehicleState = {
  form: emptyUsedVehicleForm,
  brands: { status: 'idle' },
  models: { status: 'idle' },
  versions: { status: 'idle' },
  valuation: { status: 'idle' },
  removal: { status: 'idle' },
  limitMessage: null,
};

function isSameUsedVehicle(left: UsedVehicle, right: UsedVehicle): boolean {
  return (
    left.codia === right.codia &&
    left.year === right.year &&
    left.kms === right.kms &&
    left.valuation === right.valuation
  );
}

type Update = (change: (current: UsedVehicleState) => Partial<UsedVehicleState>) => void;

function updateOf({ set }: FlowContext): Update {
  return (change) =>
    set((state) => ({ usedVehicle: { ...state.usedVehicle, ...change(state.usedVehicle) } }));
}

/** spec 9, DECISIONS: up to 3 used vehicles; a fourth is refused. */
function isFull(state: DealershipFlowState): boolean {
  return selectUsedVehicles(state).length >= maxUsedVehicles;
}

const refusedFourth = () => ({ limitMessage: messages.tooManyUsedVehicles });

type FormActions = Pick<
  UsedVehicleActions,
  | 'openUsedVehicleForm'
  | 'selectUsedBrand'
  | 'selectUsedModel'
  | 'selectUsedVersion'
  | 'setUsedYear'
  | 'setUsedKms'
>;

/** The trade-in's form and the used-vehicle catalogue's lists it is filled from. */
function createFormActions(context: FlowContext): FormActions {
  const { get, api } = context;
  const update = updateOf(context);

  function updateForm(change: Partial<UsedVehicleForm>) {
    update((current) => ({
      form: { ...current.form, ...change },
      // A changed form invalidates a failed quote's message.
      valuation: current.valuation.status === 'failed' ? { status: 'idle' } : current.valuation,
    }));
  }

  async function loadBrands() {
    update(() => ({ brands: { status: 'loading' } }));
    try {
      const items = await api.findUsedBrands();
      update(() => ({ brands: { status: 'loaded', items } }));
    } catch (error) {
      update(() => ({ brands: { status: 'failed', message: errorMessage(error) } }));
    }
  }

  async function loadModels(brandId: number) {
    const isCurrent = () => get().usedVehicle.form.brandId === brandId;
    try {
      const items = await api.findUsedModels(brandId);
      if (isCurrent()) update(() => ({ models: { status: 'loaded', items } }));
    } catch (error) {
      if (isCurrent())
        update(() => ({ models: { status: 'failed', message: errorMessage(error) } }));
    }
  }

  async function loadVersions(brandId: number, model: string) {
    const isCurrent = () => {
      const { form } = get().usedVehicle;
      return form.brandId === brandId && form.model === model;
    };
    try {
      const items = await api.findUsedVersions(brandId, model);
      if (isCurrent()) update(() => ({ versions: { status: 'loaded', items } }));
    } catch (error) {
      if (isCurrent()) {
        update(() => ({ versions: { status: 'failed', message: errorMessage(error) } }));
      }
    }
  }

  return {
    openUsedVehicleForm() {
      const state = get();
      if (!state.operation) return false;
      if (isFull(state)) {
        update(refusedFourth);
        return false;
      }
      update(() => ({ limitMessage: null }));
      if (state.usedVehicle.brands.status !== 'loaded') void loadBrands();
      return true;
    },

    selectUsedBrand(brandId) {
      // spec 5: models need a brand, versions need a model; a new brand clears both.
      update((current) => ({
        form: { ...current.form, brandId, model: null, codia: null },
        models: brandId === null ? { status: 'idle' } : { status: 'loading' },
        versions: { status: 'idle' },
        valuation: { status: 'idle' },
      }));
      if (brandId !== null) void loadModels(brandId);
    },

    selectUsedModel(model) {
      const brandId = get().usedVehicle.form.brandId;
      if (brandId === null) return;
      update((current) => ({
        form: { ...current.form, model, codia: null },
        versions: model === null ? { status: 'idle' } : { status: 'loading' },
        valuation: { status: 'idle' },
      }));
      if (model !== null) void loadVersions(brandId, model);
    },

    selectUsedVersion(codia) {
      if (get().usedVehicle.form.model === null) return;
      updateForm({ codia });
    },

    setUsedYear(text) {
      updateForm({ year: text });
    },

    setUsedKms(text) {
      updateForm({ kms: text });
    },
  };
}

type QuoteActions = Omit<UsedVehicleActions, keyof FormActions>;

/** The quote of the filled form, and the operation's list of used vehicles it joins. */
function createQuoteActions(context: FlowContext): QuoteActions {
  const { set, get, api } = context;
  const update = updateOf(context);

  return {
    async requestQuote() {
      const state = get();
      if (!canQuote(state) || !state.operation) return false;
      const { form, brands, versions } = state.usedVehicle;
      const brand =
        brands.status === 'loaded'
          ? brands.items.find((item) => item.id === form.brandId)
          : undefined;
      const version =
        versions.status === 'loaded'
          ? versions.items.find((item) => item.codia === form.codia)
          : undefined;
      const year = parseUsedYear(form.year, state.today);
      const kms = parseUsedKms(form.kms);
      if (!brand || !version || form.model === null || year === null || kms === null) return false;
      const request = {
        codia: version.codia,
        brand: brand.name,
        model: form.model,
        vehicle: version.description,
        year,
        kms,
      };
      update(() => ({ valuation: { status: 'requested' } }));
      try {
        const valuation = await api.requestValuation({
          ...request,
          operation: state.operation.code,
        });
        if (get().usedVehicle.valuation.status !== 'requested') return false;
        const vehicle: UsedVehicle = { ...request, valuation };
        update(() => ({ valuation: { status: 'shown', vehicle } }));
        return true;
      } catch {
        // spec 8: 'No pudimos realizar la cotización de tu vehículo.'
        if (get().usedVehicle.valuation.status === 'requested') {
          update(() => ({ valuation: { status: 'failed', message: messages.valuationError } }));
        }
        return false;
      }
    },

    async acceptQuote() {
      const state = get();
      const { valuation } = state.usedVehicle;
      if (valuation.status !== 'shown' || !state.operation) {
        return { isAllowed: false, step: 'usedVehicle' };
      }
      if (isFull(state)) {
        update(refusedFourth);
        return { isAllowed: false, step: 'usedVehicle' };
      }
      const saved = await context.save((latest) => {
        const working = selectWorkingOperation(latest);
        if (!working || working.used_vehicles.length >= maxUsedVehicles) return null;
        return { ...working, used_vehicles: [...working.used_vehicles, valuation.vehicle] };
      });
      if (!saved) {
        if (isFull(get())) update(refusedFourth);
        return { isAllowed: false, step: 'usedVehicle' };
      }
      // spec 4: accept adds it to the operation and returns to step 1.
      update((current) => ({
        ...initialUsedVehicleState,
        brands: current.brands,
      }));
      set({ step: 'paymentMode' });
      return { isAllowed: true, step: 'paymentMode', path: selectStepPath(get(), 'paymentMode') };
    },

    cancelQuote() {
      // spec 4: cancel goes back to the form, as it was filled.
      update(() => ({ valuation: { status: 'idle' } }));
    },

    askRemoveUsedVehicle(index) {
      if (index < 0 || index >= selectUsedVehicles(get()).length) return;
      // spec 5: removal asks '¿Querés remover este vehículo usado?'.
      update(() => ({
        removal: { status: 'confirming', index, question: messages.usedVehicleRemoveQuestion },
      }));
    },

    async confirmRemoveUsedVehicle() {
      const { removal } = get().usedVehicle;
      if (removal.status !== 'confirming') return false;
      const target = selectUsedVehicles(get())[removal.index];
      update(() => ({ removal: { status: 'idle' } }));
      if (!target) return false;
      const saved = await context.save((latest) => {
        const working = selectWorkingOperation(latest);
        if (!working) return null;
        const index = working.used_vehicles.findIndex((used) => isSameUsedVehicle(used, target));
        if (index < 0) return null;
        return { ...working, used_vehicles: working.used_vehicles.filter((_, i) => i !== index) };
      });
      if (saved) update(() => ({ limitMessage: null }));
      return saved;
    },

    cancelRemoveUsedVehicle() {
      update(() => ({ removal: { status: 'idle' } }));
    },
  };
}

export function createUsedVehicleSlice(context: FlowContext): UsedVehicleSlice {
  return {
    usedVehicle: initialUsedVehicleState,
    ...createFormActions(context),
    ...createQuoteActions(context),
  };
}
