/**
 * The date picker is a lazy chunk in the app (src/widgets/DateInputField.tsx). A test file that opens
 * dates imports this module first, so the chunk is there as a browser would have it by the time a
 * person clicks a date, and the test's first click opens the calendar at once. Files that show no
 * date field do not import it, and do not pay for loading MUI X's pickers.
 */
await import("../../src/widgets/DatePickerField");

export {};
