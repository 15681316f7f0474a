export { SettlementsPage } from './settlements-page';
export { SettlementPage } from './settlement-page';
