/** Driver status bar and /driver/set-status (transport.driverStatus.*). */
export const driverStatusMessages = {};
