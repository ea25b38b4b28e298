import { personIdOf } from '../../shared/domain/person-id';

/** The console's page of the person behind an address (decision 049); every list that names someone links here. */
export const personPath = (email: string) => `/admin/people/${personIdOf(email)}`;

/** The console's people search, with the text already in the box. */
export const peopleSearchPath = (q = '') => (q.trim() ? `/admin/people?q=${encodeURIComponent(q.trim())}` : '/admin/people');
