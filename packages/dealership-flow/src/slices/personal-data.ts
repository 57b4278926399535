import type { FlowContext } from '../context';
import { createDebouncedTask } from '../debounce';
import { emptyPersonalData, personalDataFields } from '../personal-data';
import { selectWorkingOperation } from '../selectors';
import type { DealershipFlowData, PersonalDataActions, PersonalDataState } from '../state';

export type PersonalDataSlice = Pick<DealershipFlowData, 'personalData'> & PersonalDataActions;

export const initialPersonalDataState: PersonalDataState = {
  values: emptyPersonalData,
  touched: {},
};

export function createPersonalDataSlice(context: FlowContext): PersonalDataSlice {
  const { set, get } = context;

  // spec 5, 9: personal data is saved after 750 ms of inactivity.
  const saveLater = context.register(
    createDebouncedTask(() => context.save(selectWorkingOperation), context.debounce.personalData),
    { savesOnHide: true },
  );

  return {
    personalData: initialPersonalDataState,

    setPersonalDataField(field, value) {
      set((state) => ({
        personalData: {
          ...state.personalData,
          values: { ...state.personalData.values, [field]: value },
        },
      }));
      context.edited(field);
      if (get().operation) saveLater.schedule();
    },

    touchPersonalDataField(field) {
      set((state) => ({
        personalData: {
          ...state.personalData,
          touched: { ...state.personalData.touched, [field]: true },
        },
      }));
    },

    touchAllPersonalData() {
      set((state) => ({
        personalData: {
          ...state.personalData,
          touched: Object.fromEntries(personalDataFields.map((field) => [field, true])),
        },
      }));
    },
  };
}
