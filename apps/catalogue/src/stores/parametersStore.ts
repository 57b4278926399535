/**
 * Parameters (spec 3: banners, news, stories, popups, vehicles, services, contact methods)
 * and the after-sales service categories: group-wide, loaded once per visit.
 */
import type {
  ApiClient,
  ErrorReporter,
  Parameters,
  ServiceCategory,
} from '@territorio/api-client/core';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { emptyResource, resourceStatus, resourceTransitions } from './resource';
import type { Resource } from './resource';

/** The parameters are not per brand; their resources carry the group's id. */
const groupBrandId = 5;

export type ParametersState = {
  parameters: Resource<Parameters>;
  serviceCategories: Resource<ServiceCategory>;
  loadParameters(options?: { force?: boolean }): Promise<void>;
  loadServiceCategories(options?: { force?: boolean }): Promise<void>;
};

export type ParametersStore = StoreApi<ParametersState>;

/** What the server hands to the browser. */
export type ParametersSnapshot = Pick<ParametersState, 'parameters' | 'serviceCategories'>;

export function parametersSnapshot(store: ParametersStore): ParametersSnapshot {
  const { parameters, serviceCategories } = store.getState();
  return { parameters, serviceCategories };
}

export function createParametersStore(options: {
  readonly api: ApiClient;
  readonly reporter?: Pick<ErrorReporter, 'report'>;
  /** The state the server rendered the page with (the browser hydrates from it). */
  readonly initial?: ParametersSnapshot;
}): ParametersStore {
  const { api } = options;
  return createStore<ParametersState>()((set, get) => ({
    parameters: options.initial?.parameters ?? emptyResource<Parameters>(),
    serviceCategories: options.initial?.serviceCategories ?? emptyResource<ServiceCategory>(),

    async loadParameters(loadOptions = {}) {
      const status = resourceStatus(get().parameters);
      if (!loadOptions.force && (status === 'loading' || status === 'loaded')) return;
      set((state) => ({ parameters: resourceTransitions.sent(state.parameters) }));
      try {
        const parameters = await api.findParameters();
        set((state) => ({
          parameters: resourceTransitions.itemSuccess(state.parameters, parameters, groupBrandId),
        }));
      } catch (error) {
        options.reporter?.report(error, { resource: 'parameters' });
        set((state) => ({ parameters: resourceTransitions.failed(state.parameters, error) }));
      }
    },

    async loadServiceCategories(loadOptions = {}) {
      const status = resourceStatus(get().serviceCategories);
      if (!loadOptions.force && (status === 'loading' || status === 'loaded')) return;
      set((state) => ({ serviceCategories: resourceTransitions.sent(state.serviceCategories) }));
      try {
        const categories = await api.findServiceCategories();
        set((state) => ({
          serviceCategories: resourceTransitions.success(
            state.serviceCategories,
            categories,
            groupBrandId,
          ),
        }));
      } catch (error) {
        options.reporter?.report(error, { resource: 'serviceCategories' });
        set((state) => ({
          serviceCategories: resourceTransitions.failed(state.serviceCategories, error),
        }));
      }
    },
  }));
}
