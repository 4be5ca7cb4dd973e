import {
  AccountBalance,
  AdminPanelSettings,
  Assignment,
  CallMade,
  Campaign,
  Category,
  Compare,
  Dashboard,
  Delete,
  FactCheck,
  Groups,
  Inventory2,
  List,
  LocalShipping,
  Pending,
  People,
  PhoneCallback,
  RocketLaunch,
  Sell,
  Settings,
  Share,
  ShoppingCart,
  type SvgIconComponent,
  Tune,
} from '@mui/icons-material';

/** The icon names of contracts' menu table, drawn with MUI icons bundled into the app. */
const ICONS: Record<string, SvgIconComponent> = {
  dashboard: Dashboard,
  people: People,
  call_log: CallMade,
  shopping_cart: ShoppingCart,
  list: List,
  assignment: Assignment,
  rocket: RocketLaunch,
  account_balance: AccountBalance,
  share: Share,
  fact_check: FactCheck,
  compare: Compare,
  local_shipping: LocalShipping,
  pending: Pending,
  delete: Delete,
  phone_callback: PhoneCallback,
  inventory: Inventory2,
  category: Category,
  sell: Sell,
  settings: Settings,
  groups: Groups,
  admin: AdminPanelSettings,
  campaign: Campaign,
  tune: Tune,
};

export function MenuIcon({
  name,
  fontSize = 'small',
}: {
  name: string | null;
  fontSize?: 'small' | 'medium';
}) {
  const Icon = (name && ICONS[name]) || List;
  return <Icon fontSize={fontSize} />;
}
