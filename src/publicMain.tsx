// The public entry (public.html): the participation page at /{conversation_id} and the public
// report at /report/{report_id}. What starting it does: routes/public/startPublic.tsx
// (docs/architecture.md#start-up).
import { startPublic } from './routes/public/startPublic';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/buttons.css';
import './styles/components.css';

void startPublic();
