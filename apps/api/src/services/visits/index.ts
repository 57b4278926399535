/**
 * Visits and test drives (api-client visits.ts holds the rules): the slots of a site, a
 * booking, what the bearer of its manage secret may do, and what the staff console uses.
 */
export { bookVisit } from './book';
export { cancelBookedVisit, cancelVisit, findVisit, moveVisit, visitCalendarFile } from './manage';
export { visitSlots } from './slots';
export { visitVehicleOf } from './wire';
