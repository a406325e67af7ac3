/** Test helpers: hydrate the private atoms of shared-auth without a login round trip. */
export { sessionAtomForTests } from '../session.atoms';
export { apiClientAtomForTests } from '../api-client.atoms';
export { testSessions } from './test-sessions';
export {
  createStubApiClient,
  errorEnvelope,
  failure,
  type StubApiClient,
  type StubHandler,
  type StubOptions,
  type StubReply,
  type StubRequest,
} from './stub-api-client';
export { renderScreen } from './render-screen';
