import { walkEveryPage } from '../support/page-walk';

// A word only the English interface uses, on any page of the German or the Arabic site, is text
// no catalogue translated, or a label shown as the server sent it.
walkEveryPage('de');
walkEveryPage('ar');
