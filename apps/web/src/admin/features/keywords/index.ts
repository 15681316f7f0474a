export { KeywordsPage } from './keywords-page';
