import { setupServer } from 'msw/node';
import { handlers } from '../mocks/handlers';

/** The contract's mock handlers, for unit tests; tests add their own with `server.use`. */
export const server = setupServer(...handlers);
