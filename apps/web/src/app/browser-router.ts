import { createBrowserRouter } from 'react-router';
import { routes } from './router';

/**
 * The browser's router. It starts loading the page's code and first data (route-data.ts) as soon as it is created, so
 * main.tsx creates it once the stored session is restored: the loaders must know whether a member is signed in.
 */
export const createAppRouter = () => createBrowserRouter(routes);
