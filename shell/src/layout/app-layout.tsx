// Placeholder owned by the shell-services work: header, menus, toasts, dialogs, footer.
import { Outlet } from 'react-router-dom';

export function AppLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
