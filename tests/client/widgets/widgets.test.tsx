import "../../support/datePicker";
import { useState } from "react";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, ListContextProvider, required, useList } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import { AvatarInitials } from "../../../src/widgets/AvatarInitials";
import { DateInputField } from "../../../src/widgets/DateInputField";
import { DatePickerInput } from "../../../src/widgets/DatePickerInput";
import { DATE_FORMATS } from "../../../src/widgets/dateFormats";
import { Dropdown } from "../../../src/widgets/Dropdown";
import { PagedTablePagination } from "../../../src/widgets/PagedTablePagination";
import { RelativeTime } from "../../../src/widgets/RelativeTime";
import { renderWithAdmin } from "../../support/renderWithAdmin";

function ControlledDate({
  initial,
  format,
}: {
  initial: string | null;
  format?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInputField
        label="Pick-up date"
        value={value}
        onChange={setValue}
        format={format}
      />
      <output>{value ?? "none"}</output>
    </>
  );
}

describe("DateInputField", () => {
  it("shows YYYY-MM-DD in a read-only field", () => {
    renderWithAdmin(<ControlledDate initial="2024-02-29" />);
    const input = screen.getByLabelText("Pick-up date");
    expect(input).toHaveValue("2024-02-29");
    expect(input).toHaveAttribute("readonly");
  });

  it("can display 'day Month year'", () => {
    renderWithAdmin(
      <ControlledDate initial="2025-03-07" format={DATE_FORMATS.long} />,
    );
    expect(screen.getByLabelText("Pick-up date")).toHaveValue("7 March 2025");
  });

  it("opens a calendar on click and stores the chosen day as YYYY-MM-DD", async () => {
    const user = userEvent.setup();
    renderWithAdmin(<ControlledDate initial="2024-02-10" />);
    await user.click(screen.getByLabelText("Pick-up date"));
    const dialog = await screen.findByRole("dialog");
    // Leap year: February 2024 has a 29th.
    await user.click(within(dialog).getByRole("gridcell", { name: "29" }));
    expect(screen.getByText("2024-02-29")).toBeInTheDocument();
  });
});

describe("DatePickerInput (react-admin input)", () => {
  it("reads and writes the form value, and shows validation errors", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(
      <Form onSubmit={onSubmit} defaultValues={{ startDate: null }}>
        <DatePickerInput
          source="startDate"
          label="Start Date"
          validate={required()}
        />
        <button type="submit">Go</button>
      </Form>,
    );
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByText("Required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("Dropdown", () => {
  const items = [
    { text: "Wheelchair", value: "wheelchair" },
    {
      text: "Stretcher with a very long description that must be cut",
      value: "stretcher",
    },
  ];

  it("lists item texts cut with an ellipsis and returns the chosen value", async () => {
    const onChange = vi.fn();
    renderWithAdmin(
      <Dropdown label="Equipment" items={items} value="" onChange={onChange} />,
    );
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Equipment" }));
    const option = await screen.findByRole("option", { name: items[1].text });
    expect(within(option).getByText(items[1].text)).toHaveClass(
      "MuiTypography-noWrap",
    );
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith("stretcher");
  });
});

describe("AvatarInitials and RelativeTime", () => {
  it("shows at most two initials", () => {
    renderWithAdmin(
      <AvatarInitials user={{ firstName: "ada", lastName: "lovelace" }} />,
    );
    expect(
      screen.getByRole("img", { name: "Avatar of ada lovelace" }),
    ).toHaveTextContent("AL");
  });

  it("shows a translated relative time with the exact instant", () => {
    const now = new Date("2025-06-15T12:00:00Z");
    renderWithAdmin(<RelativeTime value="2025-06-12T12:00:00Z" now={now} />);
    const time = screen.getByText("3 days ago");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2025-06-12T12:00:00.000Z");
  });
});

function PagedList({ total }: { total: number }) {
  const data = Array.from({ length: total }, (_, i) => ({ id: i + 1 }));
  const list = useList({ data, perPage: 10, page: 7 });
  return (
    <ListContextProvider value={list}>
      <PagedTablePagination />
    </ListContextProvider>
  );
}

describe("PagedTablePagination", () => {
  it("offers 10/25/50/100 rows and a window of 5 page buttons around the current page", async () => {
    renderWithAdmin(<PagedList total={200} />);
    const pages = (
      await screen.findAllByRole("button", { name: /^Page \d+$/ })
    ).map((b) => b.textContent);
    expect(pages).toEqual(["5", "6", "7", "8", "9"]);
    expect(screen.getByRole("button", { name: "Page 7" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    fireEvent.mouseDown(screen.getByRole("combobox"));
    const sizes = (await screen.findAllByRole("option")).map(
      (o) => o.textContent,
    );
    expect(sizes).toEqual(["10", "25", "50", "100"]);
  });
});
