/**
 * The digital dealership's operations (spec 3, 7.2; DECISIONS): start, resume, update,
 * valuation. The server owns every amount: prices come from the stock unit in the
 * database (services/pricing), promotions and credit plans are looked up by the server,
 * used-vehicle valuations must be ones this server issued, and the totals are recomputed
 * with the api-client's price rules on every write.
 */
export { findOperationByCode, findOperationByReference } from './lookup';
export { startOperation } from './start';
export { updateOperation } from './update';
export { valuate } from './valuation';
export { loadOperationWire, publicOperationWire } from './wire';
