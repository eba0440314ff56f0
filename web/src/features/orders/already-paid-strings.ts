import strings from '../../lib/i18n/locales/en/already-paid.json';
import { registerEnglish } from '../../lib/i18n/register-english';

// Pay Now on an order paid elsewhere is never a first visit: its English strings load with it (i18n/en.ts).
registerEnglish('already-paid', strings);
