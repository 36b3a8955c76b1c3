/** Where the developer ATS lives: its page, the page's script and the JSON actions under it. */
export const DEV_ATS_PATH = '/dev/ats';
export const DEV_ATS_SCRIPT_PATH = '/dev/ats.js';
