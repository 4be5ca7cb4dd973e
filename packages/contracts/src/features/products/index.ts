/** What other features use of products: the catalogue's schemas (a combo's elements in a sale order's lines). */

export * from './product-management.js';
export * from './products.js';
export * from './roles.js';
