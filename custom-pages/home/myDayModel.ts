/** The day "My day" shows, as YYYY-MM-DD in the browser's calendar (drivers work where they live). */
import dayjs from "dayjs";

export const todayOnDevice = () => dayjs().format("YYYY-MM-DD");
export const shiftDay = (day: string, by: number) =>
  dayjs(day).add(by, "day").format("YYYY-MM-DD");
// Short enough to sit beside "My day" on a 390 px phone.
export const dayLabel = (day: string) => dayjs(day).format("ddd D MMM YYYY");
