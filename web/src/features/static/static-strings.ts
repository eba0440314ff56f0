import strings from '../../lib/i18n/locales/en/static.json';
import { registerEnglish } from '../../lib/i18n/register-english';

// The cart and refund screens are never a first visit: their English strings load with them (i18n/en.ts).
registerEnglish('static', strings);
