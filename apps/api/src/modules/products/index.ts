/** What sale orders use of the catalogue: products and promotions to price lines, and stock. */
export { findProductsForLines } from './products.repository.js';
export { activePromotions } from './promotions.repository.js';
export { releaseStock, reserveStock } from './stock.repository.js';
