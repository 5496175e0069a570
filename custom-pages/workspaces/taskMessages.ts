/**
 * English messages of a workspace's task list, board and calendar (pages.workspaces.tasks.*). The
 * status names are the workspace pages' own (pages.workspaces.taskStatuses.*).
 */
import { SUCCESS_MESSAGES } from "../../domain/errors";

export const taskMessages = {
  priorities: {
    low: "Low",
    normal: "Normal",
    high: "High",
    urgent: "Urgent",
  },
  fields: {
    title: "Title",
    description: "Description",
    status: "Status",
    assigneeId: "Assignee",
    dueDate: "Due date",
    priority: "Priority",
    labels: "Labels",
  },
  labelsHelp: "Separate labels with commas.",
  unassigned: "Unassigned",
  noDueDate: "No due date",
  due: "Due %{date}",
  overdue: "Overdue",
  readOnly:
    "You can read this workspace's tasks; its editors and owners change them.",
  loading: "Loading tasks…",
  failed: "The tasks could not be loaded.",
  toasts: {
    created: "New Task added.",
    updated: "Task updated.",
    deleted: SUCCESS_MESSAGES.deleted("Task"),
  },
  list: {
    tableLabel: "Tasks",
    create: "New task",
    empty: "No tasks yet.",
    noMatch: "No task matches these filters.",
    edit: "Edit",
    delete: "Delete",
    editOne: "Edit %{title}",
    deleteOne: "Delete %{title}",
    actions: "Actions",
    filters: {
      search: "Search",
      status: "Status",
      anyStatus: "Any status",
      assignee: "Assignee",
      anyone: "Anyone",
      priority: "Priority",
      anyPriority: "Any priority",
      dueFrom: "Due from",
      dueTo: "Due until",
      clear: "Clear filters",
    },
    sort: {
      label: "Sort by",
      position: "Board order",
      dueDate: "Due date",
      priority: "Priority",
      title: "Title",
      updatedAt: "Last changed",
      createdAt: "Created",
    },
    descending: "Descending",
  },
  form: {
    createTitle: "New task",
    editTitle: "Edit task",
    save: "Save",
    saving: "Saving…",
    cancel: "Cancel",
    deleteTitle: "Delete this task?",
    deleteText:
      "“%{title}” is deleted for every member. This cannot be undone.",
    confirmDelete: "Delete",
  },
  board: {
    filterLabel: "Columns",
    all: "All",
    column: "%{status} (%{smart_count})",
    emptyColumn: "No tasks",
    dragHandle: "Move %{title}",
    open: "Open %{title}",
    columnsLabel: "Task board",
    dnd: {
      instructions:
        "To pick up a task, press Space or Enter. Move it with the arrow keys: up and down within a column, left and right to another column. Press Space or Enter again to drop it, or Escape to cancel.",
      picked: "Picked up %{title}.",
      over: "%{title} is over %{target}.",
      dropped: "%{title} was dropped on %{target}.",
      droppedNowhere: "%{title} was dropped.",
      cancelled: "Moving %{title} was cancelled.",
    },
  },
  calendar: {
    views: {
      month: "Month",
      week: "Week",
      day: "Day",
      agenda: "Agenda",
    },
    toolbar: {
      today: "Today",
      previous: "Back",
      next: "Next",
      date: "Date",
      time: "Time",
      event: "Task",
      allDay: "Due",
      showMore: "+%{smart_count} more",
    },
    empty: "No tasks are due in this range.",
    tooMany: "Showing the first %{shown} of %{total} tasks due in this range.",
  },
};
