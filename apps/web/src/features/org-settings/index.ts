/** Org settings (docs/settings.md): the tabs of the CRM settings page beside Users. */
export { DeliveryCutoffTab } from './delivery-cutoff-tab';
export { DeliveryRiskTab } from './delivery-risk-tab';
export { LogisticsTab } from './logistics-tab';
export { PaymentAccountTab } from './payment-account-tab';
export { PostbacksTab } from './postbacks-tab';
export { WebPhoneTab } from './web-phone-tab';
