// Global styles and the self-hosted Inter font come with the package (no outside requests):
// its latin subset only, and an Arial fallback sized like Inter (src/fonts).
import './fonts/fonts.css';
import './themes/global.css';
export { fontPreloadLinks } from './fonts/preload';
export type { FontPreloadLink } from './fonts/preload';

// Themes and tokens
export { themes, themeForBrand, themeNameForBrand } from './themes';
export { vars } from './themes/vars.css';
export { themeNames } from './tokens/types';
export type { ThemeName, ThemeTokens, ColorTokens } from './tokens/types';
export { themeTokens } from './tokens/brands';
export { breakpoints, mediaQueries } from './tokens/breakpoints';
export type { Breakpoint } from './tokens/breakpoints';
export { CAROUSEL_SLIDE_OFFSET_PERCENT, HERO_TEXT_LIMIT } from './tokens/constants';
export { contrastRatio } from './tokens/contrast';
export { sprinkles } from './styles/sprinkles.css';
// The brand-coloured surface's class (background, text and focus ring), for an app's own element.
export { onBrand } from './styles/shared.css';
export type { Sprinkles, Space } from './styles/sprinkles.css';

// Provider (theme + router link)
export { DesignSystemProvider } from './components/DesignSystemProvider/DesignSystemProvider';
export type { DesignSystemProviderProps } from './components/DesignSystemProvider/DesignSystemProvider';
export type { LinkComponent, LinkComponentProps } from './components/private/designSystemContext';

// Layout and typography
export { Box } from './components/Box/Box';
export type { BoxProps } from './components/Box/Box';
export { Stack } from './components/Stack/Stack';
export type { StackProps } from './components/Stack/Stack';
export { Inline } from './components/Inline/Inline';
export type { InlineProps } from './components/Inline/Inline';
export { Heading, headingLevels } from './components/Heading/Heading';
export type { HeadingProps, HeadingLevel } from './components/Heading/Heading';
export { Text, textSizes, textTones, textWeights } from './components/Text/Text';
export type { TextProps } from './components/Text/Text';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { TextLink } from './components/TextLink/TextLink';
export type { TextLinkProps } from './components/TextLink/TextLink';
export { Card, cardTones, cardPaddings, cardElevations } from './components/Card/Card';
export type { CardProps } from './components/Card/Card';
export { ScrollableTable } from './components/ScrollableTable/ScrollableTable';
export type { ScrollableTableProps } from './components/ScrollableTable/ScrollableTable';

// Actions and feedback
export { Button, buttonVariants, buttonSizes } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';
export { Loader } from './components/Loader/Loader';
export type { LoaderProps } from './components/Loader/Loader';

// Forms
export { TextField, textFieldTypes } from './components/TextField/TextField';
export type { TextFieldProps, TextFieldType } from './components/TextField/TextField';
export { CustomSelect, DEFAULT_SELECT_PLACEHOLDER } from './components/CustomSelect/CustomSelect';
export type { CustomSelectProps, SelectOption } from './components/CustomSelect/CustomSelect';

// Navigation and disclosure
export { Tabs } from './components/Tabs/Tabs';
export type { TabsProps, TabItem } from './components/Tabs/Tabs';
export { DropdownButton, dropdownButtonSizes } from './components/DropdownButton/DropdownButton';
export type {
  DropdownButtonProps,
  DropdownOption,
} from './components/DropdownButton/DropdownButton';
export { MobileHeader } from './components/MobileHeader/MobileHeader';
export type { MobileHeaderProps } from './components/MobileHeader/MobileHeader';
export { BottomTabBar } from './components/BottomTabBar/BottomTabBar';
export type {
  BottomTabBarProps,
  BottomTab,
  MoreMenuEntry,
} from './components/BottomTabBar/BottomTabBar';
export { ProgressSteps } from './components/ProgressSteps/ProgressSteps';
export type { ProgressStepsProps, ProgressStep } from './components/ProgressSteps/ProgressSteps';

// Page pieces
export { HeroBanner } from './components/HeroBanner/HeroBanner';
export type {
  HeroBannerProps,
  HeroBannerImage,
  Breadcrumb,
} from './components/HeroBanner/HeroBanner';
export { truncateText } from './components/HeroBanner/truncateText';
export { Image } from './components/Image/Image';
export type { ImageProps, ImageSource } from './components/Image/Image';
export { imagePreloads } from './components/Image/imagePreloads';
export type { ImagePreload } from './components/Image/imagePreloads';
export { Carousel, slideLabel } from './components/Carousel/Carousel';
export type { CarouselProps, CarouselSlide } from './components/Carousel/Carousel';
export { PriceBreakdown, priceRowKinds } from './components/PriceBreakdown/PriceBreakdown';
export type {
  PriceBreakdownProps,
  PriceRow,
  PriceRowKind,
} from './components/PriceBreakdown/PriceBreakdown';
export { Price, priceSizes } from './components/Price/Price';
export type { PriceProps, PriceSize } from './components/Price/Price';
export { FinancingTerms } from './components/FinancingTerms/FinancingTerms';
export type {
  FinancingTermsProps,
  FinancingCharge,
} from './components/FinancingTerms/FinancingTerms';

// Dialogs
export { Modal, modalSizes } from './components/Modal/Modal';
export type { ModalProps } from './components/Modal/Modal';
export { ModalHeader, DEFAULT_RESERVATION_TEXT } from './components/ModalHeader/ModalHeader';
export type { ModalHeaderProps, ModalHeaderVehicle } from './components/ModalHeader/ModalHeader';

// Icons
export * from './icons/icons';
export { iconSizes } from './icons/createIcon';
export type { IconProps } from './icons/createIcon';

// Forms
export { WithdrawalForm, withdrawalFields } from './components/WithdrawalForm/WithdrawalForm';
export type {
  WithdrawalField,
  WithdrawalFieldErrors,
  WithdrawalFormProps,
  WithdrawalFormValues,
} from './components/WithdrawalForm/WithdrawalForm';
