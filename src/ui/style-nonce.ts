import { setNonce } from 'get-nonce';

/**
 * The scroll lock under Radix dialogs adds a `<style>` element, and the page's policy
 * admits no inline style but the nonce of its own theme element. Giving the lock that nonce lets
 * its rules apply with nothing refused. Pages served without a policy have no nonce to share.
 */
const themeStyle = document.getElementById('pcsx-theme');
if (themeStyle instanceof HTMLStyleElement && themeStyle.nonce) setNonce(themeStyle.nonce);
