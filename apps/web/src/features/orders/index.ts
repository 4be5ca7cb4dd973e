/** The order lists' public entry: the navigation state that asks the order list to auto-open. */
/** The edit screen's address of a lead (the callback list opens its rows there). */
export { ORDER_LIST_AUTO_OPEN_STATE, orderEditPath } from './order-paths';
