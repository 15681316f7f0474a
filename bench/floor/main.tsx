// The smallest React 19 app with a data router: the floor the web entry chunk is measured against.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([{ path: '/', element: <p>floor</p> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
