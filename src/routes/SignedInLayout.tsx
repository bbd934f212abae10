// The signed-in layout (docs/behaviour.md#layout): the sidebar with 'Samtaler' beside the screen.
// It owns the user chart (GET /users) that the sidebar and /account read.
import { Outlet } from 'react-router-dom';
import { AccountContext } from '../views/app/actorContexts';
import { useAppInspect } from '../views/common/inspectContext';
import { Sidebar } from '../views/layout/Sidebar';

export function SignedInLayout() {
  const inspect = useAppInspect();
  return (
    <AccountContext.Provider options={{ inspect }}>
      <div className="signed-in">
        <Sidebar />
        <div className="signed-in__content">
          <Outlet />
        </div>
      </div>
    </AccountContext.Provider>
  );
}
