/**
 * The shape of the flow store: one discriminated union per state machine (spec 4), and
 * the actions that move them. Every change goes through an action; derived values are
 * the pure functions of `selectors.ts`.
 */
import type {
  BrandServices,
  CreditPlan,
  Operation,
  PaymentConfig,
  Promotion,
  StockPriceBreakdown,
  StockVehicle,
  UsedBrand,
  UsedModel,
  UsedVehicle,
  UsedVersion,
} from '@territorio/api-client/core';
import type { PersonalDataField, PersonalDataValues } from './personal-data';
import type { FlowStep, OutcomeStep } from './steps';

// ------------------------------------------------------------------ data

export type UnavailableReason = 'notFound' | 'notForSale' | 'failed';

/** spec 4 start: the unit the buyer is reserving. */
export type VehicleState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly brandId: number; readonly stockId: number | string }
  | {
      readonly status: 'unavailable';
      readonly message: string;
      /** Unknown unit, a unit no longer for sale (held or reserved), or a read that failed. */
      readonly reason: UnavailableReason;
    }
  | {
      readonly status: 'loaded';
      readonly stock: StockVehicle;
      readonly breakdown: StockPriceBreakdown;
    };

/** The brands' booking prices (parameters.services), for the confirmation's 'Pago de reserva'. */
export type ServicesState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly services: BrandServices }
  | { readonly status: 'failed' };

export type StartMode = 'new' | 'resume';

/** spec 4: start tracked as requested, succeeded, failed, reset (back to idle). */
export type StartState =
  | { readonly status: 'idle' }
  | { readonly status: 'requested'; readonly mode: StartMode }
  | { readonly status: 'succeeded'; readonly mode: StartMode }
  | { readonly status: 'failed'; readonly mode: StartMode; readonly message: string };

/** spec 4: operation updates started, succeeded, failed (silent: nothing else changes). */
export type UpdateState =
  | { readonly status: 'idle' }
  | { readonly status: 'started' }
  | { readonly status: 'succeeded' }
  | {
      readonly status: 'failed';
      readonly message: string;
      readonly fields: Readonly<Record<string, string>>;
    };

export type ListState<Item> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly items: readonly Item[] }
  | { readonly status: 'failed'; readonly message: string };

export type UsedVehicleForm = {
  /** The used-vehicle catalogue's brand id (findUsedBrands). */
  readonly brandId: number | null;
  readonly model: string | null;
  /** The version's codia. */
  readonly codia: string | null;
  readonly year: string;
  readonly kms: string;
};

export type ValuationState =
  | { readonly status: 'idle' }
  | { readonly status: 'requested' }
  | { readonly status: 'shown'; readonly vehicle: UsedVehicle }
  | { readonly status: 'failed'; readonly message: string };

export type RemovalState =
  | { readonly status: 'idle' }
  | { readonly status: 'confirming'; readonly index: number; readonly question: string };

/** spec 4 used vehicle: form, valuation shown, accept or cancel; removal asks first. */
export type UsedVehicleState = {
  readonly form: UsedVehicleForm;
  readonly brands: ListState<UsedBrand>;
  readonly models: ListState<UsedModel>;
  readonly versions: ListState<UsedVersion>;
  readonly valuation: ValuationState;
  readonly removal: RemovalState;
  /** messages.tooManyUsedVehicles when a fourth was refused. */
  readonly limitMessage: string | null;
};

export type CreditPlansState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly amount: number }
  | { readonly status: 'loaded'; readonly amount: number; readonly plans: readonly CreditPlan[] }
  /** spec 8: messages.noFinancing. */
  | { readonly status: 'empty'; readonly amount: number; readonly message: string }
  | { readonly status: 'failed'; readonly amount: number; readonly message: string }
  /** spec 9: BAIC financing reads messages.financingComingSoon. */
  | { readonly status: 'comingSoon'; readonly message: string }
  /** A dollar unit without a rate: financing is settled at the dealership (moneyMessages.pesosNeedRate). */
  | { readonly status: 'atDealership'; readonly message: string };

export type CreditState = {
  /**
   * The amount to finance as typed, in pesos (bank credits are peso loans, also on a dollar
   * unit); parsed with api-client's parseAmount (non-numeric is 0).
   */
  readonly loanAmountText: string;
  readonly plans: CreditPlansState;
  /** The plan the buyer chose here: its limits settle the credit as the server does. */
  readonly chosen: CreditPlan | null;
};

export type PersonalDataState = {
  readonly values: PersonalDataValues;
  /** Fields the buyer has left (or tried to continue past): the app shows their errors. */
  readonly touched: Readonly<Partial<Record<PersonalDataField, boolean>>>;
};

/** spec 4: promotion code requested, successful, failed (reset to idle). */
export type PromotionCheckState =
  | { readonly status: 'idle' }
  | { readonly status: 'requested'; readonly code: string }
  | { readonly status: 'successful'; readonly promotion: Promotion };

/** spec 4: discover requested, successful (with the suggested promotion, or null for none). */
export type PromotionDiscoverState =
  | { readonly status: 'idle' }
  | { readonly status: 'requested' }
  | { readonly status: 'successful'; readonly promotion: Promotion | null };

export type PromotionState = {
  readonly codeText: string;
  readonly check: PromotionCheckState;
  readonly discover: PromotionDiscoverState;
  /** The last code the server refused (the app may say messages.promotionNotFound). */
  readonly rejectedCode: string | null;
};

/** spec 8: a rate of 0 means it could not be fetched ('Confirmar en concesionario'). */
export type UsdRateState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly value: number };

export type PaymentConfigState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly config: PaymentConfig }
  /** spec 8: messages.noPaymentConfig. */
  | { readonly status: 'missing'; readonly message: string };

export type PurchaseOutcome = 'approved' | 'pending';

/** spec 4 purchase: idle, purchasing, success, failed with error. */
export type PurchaseState =
  | { readonly status: 'idle' }
  | { readonly status: 'purchasing' }
  | {
      readonly status: 'success';
      readonly outcome: PurchaseOutcome;
      readonly step: OutcomeStep;
      readonly path: string;
    }
  | {
      readonly status: 'failed';
      readonly message: string;
      /** The provider's status_detail, or '' when the outcome could not be read. */
      readonly reason: string;
    };

/** DECISIONS refund promise: cancel within 48 hours of the payment. */
export type CancellationState =
  | { readonly status: 'idle' }
  | { readonly status: 'confirming' }
  | { readonly status: 'requested' }
  | { readonly status: 'succeeded' }
  | { readonly status: 'failed'; readonly message: string };

export type DealershipFlowData = {
  /** 'YYYY-MM-DD' in Argentina when the store was created (birthdate and model-year checks). */
  readonly today: string;
  readonly vehicle: VehicleState;
  readonly services: ServicesState;
  /** The start screen's email. */
  readonly email: string;
  readonly start: StartState;
  /** The last operation the server answered; never changed by a failed update. */
  readonly operation: Operation | null;
  readonly update: UpdateState;
  /** The screen the app shows (set by `enterStep` / `goTo`). */
  readonly step: FlowStep;
  /** spec 5: the cash amount as typed, in the operation's currency. */
  readonly cashText: string;
  /**
   * Why the last amount saved was lowered to fit (the field then shows the cap), by wire
   * field; a field's reason goes when the buyer types in it again.
   */
  readonly moneyNotices: Readonly<Partial<Record<'cash_amount' | 'credit_amount', string>>>;
  /**
   * What the settlement refused in the last change the flow did not send (a trade-in
   * counted twice, trade-ins over the price, a credit below its plan's minimum), keyed by
   * wire field. Emptied by the next successful save.
   */
  readonly moneyRefusal: Readonly<Record<string, string>>;
  /**
   * messages.operationChangedElsewhere once an update found the operation changed by
   * another tab and the flow adopted the server's copy; null otherwise.
   */
  readonly operationNotice: string | null;
  readonly usedVehicle: UsedVehicleState;
  readonly credit: CreditState;
  readonly personalData: PersonalDataState;
  readonly promotion: PromotionState;
  readonly usdRate: UsdRateState;
  readonly paymentConfig: PaymentConfigState;
  readonly purchase: PurchaseState;
  readonly cancellation: CancellationState;
};

// ------------------------------------------------------------------ actions

export type Navigation =
  | { readonly isAllowed: true; readonly step: FlowStep; readonly path: string | null }
  | { readonly isAllowed: false; readonly step: FlowStep };

export type VehicleActions = {
  /** Loads the unit, the booking prices, the suggested promotion and (for dollars) the rate. */
  loadVehicle(brandId: number, stockId: number | string): Promise<void>;
};

export type StartActions = {
  setEmail(email: string): void;
  /** 'Comenzar': a new operation for the loaded unit. */
  startOperation(): Promise<boolean>;
  /** Resume by code (the resume route, or the buy route with an operation code). */
  resumeOperation(code: string): Promise<boolean>;
  /** 'Reintentar': back to the email form. */
  resetStart(): void;
  /** Re-reads the operation (the success page never trusts the address alone). */
  refreshOperation(): Promise<boolean>;
};

export type NavigationActions = {
  /** The app entered a screen: remember it and load what the screen needs. */
  enterStep(step: FlowStep): void;
  /** Saves what is pending, then tells whether `step` may be shown and its path. */
  goTo(step: FlowStep): Promise<Navigation>;
};

export type CashActions = {
  /** spec 5: saved 500 ms after the last change. */
  setCashText(text: string): void;
  /** spec 5 'Completar Restante': cash = current cash + pending amount; saved at once. */
  completeRemaining(): Promise<boolean>;
};

export type UsedVehicleActions = {
  /** 'Agregar Usado': loads the brands; refused (false) when there are already 3. */
  openUsedVehicleForm(): boolean;
  selectUsedBrand(brandId: number | null): void;
  selectUsedModel(model: string | null): void;
  selectUsedVersion(codia: string | null): void;
  setUsedYear(text: string): void;
  setUsedKms(text: string): void;
  /** 'Cotizar' (only when `canQuote`). */
  requestQuote(): Promise<boolean>;
  /** 'Aceptar Cotización': adds it to the operation; on success the app goes to step 1. */
  acceptQuote(): Promise<Navigation>;
  /** 'Cancelar': back to the form. */
  cancelQuote(): void;
  askRemoveUsedVehicle(index: number): void;
  confirmRemoveUsedVehicle(): Promise<boolean>;
  cancelRemoveUsedVehicle(): void;
};

export type CreditActions = {
  /** 'Agregar financiación': the amount starts at the chosen credit or the balance. */
  openCredit(): Promise<void>;
  /** spec 5: parsed as a number; the plans are fetched again for it. */
  setLoanAmountText(text: string): void;
  /** spec 4: sets, clears (same plan again) or sets the plan's maximum (unavailable plan). */
  selectCreditPlan(plan: CreditPlan): Promise<boolean>;
};

export type PersonalDataActions = {
  /** spec 5: saved 750 ms after the last change. */
  setPersonalDataField<Field extends PersonalDataField>(
    field: Field,
    value: PersonalDataValues[Field],
  ): void;
  touchPersonalDataField(field: PersonalDataField): void;
  /** Marks every field touched (the buyer pressed 'Continuar'). */
  touchAllPersonalData(): void;
};

export type PromotionActions = {
  /** spec 5: checked 900 ms after typing stops. */
  setPromotionCodeText(text: string): void;
  /** The suggested (discovered) code: filled in and checked at once. */
  applySuggestedPromotion(): Promise<void>;
  discoverPromotion(): Promise<void>;
};

export type UsdRateActions = {
  loadUsdRate(): Promise<void>;
};

export type PaymentActions = {
  loadPaymentConfig(): Promise<void>;
  /** The card form in the frame was submitted. */
  beginPurchase(): void;
  /** Reads the outcome the server recorded (polling while there is none yet). */
  settlePurchase(): Promise<PurchaseState>;
  /** After a rejection: back to idle to try again. */
  retryPurchase(): void;
  askCancelReservation(): void;
  confirmCancelReservation(): Promise<boolean>;
  dismissCancelReservation(): void;
};

export type LifecycleActions = {
  /** Runs every debounced save now and waits for all saves to finish. */
  flush(): Promise<void>;
  /**
   * The page is being hidden or closed: debounced saves are sent now, with keepalive, so
   * what was typed just before a reload or a closed tab is stored.
   */
  flushOnHide(): Promise<void>;
  /** Hides the notice that the operation was changed in another tab. */
  dismissOperationNotice(): void;
  /** Cancels scheduled work; late answers are ignored. Call on unmount. */
  dispose(): void;
};

export type DealershipFlowActions = VehicleActions &
  StartActions &
  NavigationActions &
  CashActions &
  UsedVehicleActions &
  CreditActions &
  PersonalDataActions &
  PromotionActions &
  UsdRateActions &
  PaymentActions &
  LifecycleActions;

export type DealershipFlowState = DealershipFlowData & DealershipFlowActions;
