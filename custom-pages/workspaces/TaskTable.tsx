import {
  Box,
  Chip,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import { useTranslate } from "react-admin";
import { displayName } from "../../domain/users";
import type { Task, WorkspaceMember } from "../../domain/schemas/workspace";
import {
  assigneeOf,
  isOverdue,
  K,
  priorityColor,
  priorityKey,
  statusKey,
} from "./taskModel";

interface TaskTableProps {
  tasks: readonly Task[];
  members: readonly WorkspaceMember[];
  today: string;
  canWrite: boolean;
  onOpen: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** The list's rows: the title opens the task; editors and owners also get edit and delete. */
export function TaskTable({
  tasks,
  members,
  today,
  canWrite,
  onOpen,
  onDelete,
}: TaskTableProps) {
  const translate = useTranslate();
  const field = (name: string) => translate(`${K}.fields.${name}`);
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={translate(`${K}.list.tableLabel`)}>
        <TableHead>
          <TableRow>
            <TableCell>{field("title")}</TableCell>
            <TableCell>{field("status")}</TableCell>
            <TableCell>{field("assigneeId")}</TableCell>
            <TableCell>{field("dueDate")}</TableCell>
            <TableCell>{field("priority")}</TableCell>
            <TableCell>{field("labels")}</TableCell>
            {canWrite && (
              <TableCell align="right">
                {translate(`${K}.list.actions`)}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {tasks.map((task) => {
            const overdue = isOverdue(task, today);
            const assignee = assigneeOf(task, members);
            return (
              <TableRow key={task.taskId} hover>
                <TableCell sx={{ overflowWrap: "anywhere", minWidth: 160 }}>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onOpen(task)}
                    sx={{ textAlign: "left" }}
                  >
                    {task.title}
                  </Link>
                </TableCell>
                <TableCell>{translate(statusKey(task.status))}</TableCell>
                <TableCell>
                  {assignee
                    ? displayName(assignee)
                    : translate(`${K}.unassigned`)}
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  {task.dueDate ? (
                    <Typography
                      variant="body2"
                      color={overdue ? "error" : undefined}
                      fontWeight={overdue ? 600 : undefined}
                    >
                      {task.dueDate}
                      {overdue && ` · ${translate(`${K}.overdue`)}`}
                    </Typography>
                  ) : (
                    "—"
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={priorityColor(task.priority)}
                    label={translate(priorityKey(task.priority))}
                  />
                </TableCell>
                <TableCell>
                  <Stack
                    direction="row"
                    spacing={0.5}
                    useFlexGap
                    flexWrap="wrap"
                  >
                    {task.labels.map((l) => (
                      <Chip key={l} size="small" variant="outlined" label={l} />
                    ))}
                  </Stack>
                </TableCell>
                {canWrite && (
                  <TableCell align="right">
                    <Box sx={{ whiteSpace: "nowrap" }}>
                      <IconButton
                        size="small"
                        aria-label={translate(`${K}.list.editOne`, {
                          title: task.title,
                        })}
                        onClick={() => onOpen(task)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={translate(`${K}.list.deleteOne`, {
                          title: task.title,
                        })}
                        onClick={() => onDelete(task)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
