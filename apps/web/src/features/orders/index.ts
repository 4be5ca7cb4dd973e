/** The order lists' public entry: the navigation state that asks the order list to auto-open. */
export { ORDER_LIST_AUTO_OPEN_STATE } from './order-paths';
