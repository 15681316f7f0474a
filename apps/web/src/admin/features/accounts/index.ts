export { AccountsPage } from './accounts-page';
export { AccountPage } from './account-page';
