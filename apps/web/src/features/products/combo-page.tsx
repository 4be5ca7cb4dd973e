import { CataloguePage } from './catalogue-page';

/** /apps/product-combo/management: the catalogue screen narrowed to combos. */
export default function ComboManagementPage() {
  return <CataloguePage combos />;
}
