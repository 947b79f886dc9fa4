// Source: WorkBench (olly-styles/WorkBench, "WorkBench: a Benchmark Dataset for Agents in a Realistic Workplace
// Setting") at commit 42f1b6dc18986f47701ca83de2d63dd4f95c59a0: the outcome-centric check of a query
// (src/evals/utils.py: is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase) and the tools that
// replay the ground truth's actions (src/tools/calendar.py, email.py, analytics.py, project_management.py,
// customer_relationship_manager.py: the functions with side effects). The five domains' data frames are tables of
// the snapshots (`calendar_events`, `emails`, `plots`, `project_tasks`, `crm`); the state the agent's actions leave is
// `post` (is_correct replays the predicted actions on a fresh state, which is what the run did); the ground truth's
// actions, written in the source as `tool.func(...)` strings that are eval'ed, are records of a tool and its keyword
// arguments, replayed on a copy of `pre` by the same tool functions.
import type { Snapshot } from 'chokepoint';

type Cell = string | number | null;
type Row = Record<string, Cell>;
type Frame = Row[];

/** One action of a query's ground truth: `email.send_email.func(recipient="...", ...)` as a tool and its arguments. */
export interface Action {
  readonly tool: string;
  readonly args: Readonly<Record<string, string>>;
}

interface State {
  calendar_events: Frame;
  emails: Frame;
  plots: Frame;
  project_tasks: Frame;
  crm: Frame;
}

// src/data_generation/data_generation_utils.py
const HARDCODED_CURRENT_TIME = '2023-11-30 00:00:00';

/** The columns of each data frame, as their CSV files (and analytics.PLOTS_DATA) declare them. */
const PROJECT_TASKS_COLUMNS = ['task_id', 'task_name', 'assigned_to_email', 'list_name', 'due_date', 'board'];
const CRM_COLUMNS = [
  'customer_id',
  'assigned_to_email',
  'customer_name',
  'customer_email',
  'customer_phone',
  'last_contact_date',
  'product_interest',
  'status',
  'follow_up_by',
  'notes',
];

/** frame[column].max() on a column of strings: the largest in string order. */
function maxOf(frame: Frame, column: string): string {
  let max = '';
  for (const row of frame) {
    const value = String(row[column]);
    if (value > max) max = value;
  }
  return max;
}

/** str(int(frame[column].max()) + 1).zfill(8): the next id. */
function nextId(frame: Frame, column: string, width: number): string {
  return String(Number.parseInt(maxOf(frame, column), 10) + 1).padStart(width, '0');
}

function idValues(frame: Frame, column: string): Cell[] {
  return frame.map((row) => row[column]);
}

// ---- src/tools/calendar.py ----

function create_event(state: State, { event_name, participant_email, event_start, duration }: Record<string, string | undefined>): string {
  if (!event_name) {
    return 'Event name not provided.';
  }
  if (!participant_email) {
    return 'Participant email not provided.';
  }
  if (!event_start) {
    return 'Event start not provided.';
  }
  if (!duration) {
    return 'Event duration not provided.';
  }
  participant_email = participant_email.toLowerCase();
  const event_id = nextId(state.calendar_events, 'event_id', 8);
  state.calendar_events = [...state.calendar_events, { event_id, event_name, participant_email, event_start, duration }];
  return event_id;
}

function delete_event(state: State, { event_id }: Record<string, string | undefined>): string {
  if (!event_id) {
    return 'Event ID not provided.';
  }
  if (idValues(state.calendar_events, 'event_id').includes(event_id)) {
    state.calendar_events = state.calendar_events.filter((row) => row['event_id'] !== event_id);
    return 'Event deleted successfully.';
  } else {
    return 'Event not found.';
  }
}

function update_event(state: State, { event_id, field, new_value }: Record<string, string | undefined>): string {
  if (!event_id || !field || !new_value) {
    return 'Event ID, field, or new value not provided.';
  }
  if (idValues(state.calendar_events, 'event_id').includes(event_id)) {
    if (field === 'participant_email') {
      new_value = new_value.toLowerCase();
    }
    const value = new_value;
    state.calendar_events = state.calendar_events.map((row) => (row['event_id'] === event_id ? { ...row, [field]: value } : row));
    return 'Event updated successfully.';
  } else {
    return 'Event not found.';
  }
}

// ---- src/tools/email.py ----

function send_email(state: State, { recipient, subject, body }: Record<string, string | undefined>): string {
  if (!recipient || !subject || !body) {
    return 'Recipient, subject, or body not provided.';
  }
  if (!recipient.includes('@') || !recipient.includes('.')) {
    return 'Invalid recipient email address.';
  }
  recipient = recipient.toLowerCase();
  const email_id = String(Number.parseInt(maxOf(state.emails, 'email_id'), 10) + 1);
  const sent_datetime = HARDCODED_CURRENT_TIME;
  state.emails = [
    ...state.emails,
    { email_id, 'inbox/outbox': 'outbox', 'sender/recipient': recipient, subject, sent_datetime, body },
  ];
  return 'Email sent successfully.';
}

function delete_email(state: State, { email_id }: Record<string, string | undefined>): string {
  if (!email_id) {
    return 'Email ID not provided.';
  }
  if (idValues(state.emails, 'email_id').includes(email_id)) {
    state.emails = state.emails.filter((row) => row['email_id'] !== email_id);
    return 'Email deleted successfully.';
  } else {
    return 'Email not found.';
  }
}

function forward_email(state: State, { email_id, recipient }: Record<string, string | undefined>): string {
  if (!email_id || !recipient) {
    return 'Email ID or recipient not provided.';
  }
  if (!idValues(state.emails, 'email_id').includes(email_id)) {
    return 'Email not found.';
  }
  if (!recipient.includes('@') || !recipient.includes('.')) {
    return 'Invalid recipient email address.';
  }
  recipient = recipient.toLowerCase();
  const email = state.emails.filter((row) => row['email_id'] === email_id)[0];
  const result = send_email(state, { recipient, subject: `FW: ${String(email['subject'])}`, body: String(email['body']) });
  return result === 'Email sent successfully.' ? 'Email forwarded successfully.' : result;
}

function reply_email(state: State, { email_id, body }: Record<string, string | undefined>): string {
  if (!email_id || !body) {
    return 'Email ID or body not provided.';
  }
  if (!idValues(state.emails, 'email_id').includes(email_id)) {
    return 'Email not found.';
  }
  const email = state.emails.filter((row) => row['email_id'] === email_id)[0];
  const result = send_email(state, { recipient: String(email['sender/recipient']), subject: `${String(email['subject'])}`, body });
  return result === 'Email sent successfully.' ? 'Email replied successfully.' : result;
}

// ---- src/tools/analytics.py ----

function create_plot(state: State, { time_min, time_max, value_to_plot, plot_type }: Record<string, string | undefined>): string {
  if (!time_min) {
    return 'Start date not provided.';
  }
  if (!time_max) {
    return 'End date not provided.';
  }
  if (
    value_to_plot === undefined ||
    ![
      'total_visits',
      'session_duration_seconds',
      'user_engaged',
      'visits_direct',
      'visits_referral',
      'visits_search_engine',
      'visits_social_media',
    ].includes(value_to_plot)
  ) {
    return "Value to plot must be one of 'total_visits', 'session_duration_seconds', 'user_engaged', 'direct', 'referral', 'search engine', 'social media'";
  }
  if (plot_type === undefined || !['bar', 'line', 'scatter', 'histogram'].includes(plot_type)) {
    return "Plot type must be one of 'bar', 'line', 'scatter', or 'histogram'";
  }
  // Plot the data here and save it to a file
  const file_path = `plots/${time_min}_${time_max}_${value_to_plot}_${plot_type}.png`;
  state.plots = [...state.plots, { file_path }];
  return file_path;
}

// ---- src/tools/project_management.py ----

function create_task(state: State, { task_name, assigned_to_email, list_name, due_date, board }: Record<string, string | undefined>): string {
  if (!task_name || !assigned_to_email || !list_name || !due_date || !board) {
    return 'Missing task details.';
  }
  assigned_to_email = assigned_to_email.toLowerCase();
  if (!state.project_tasks.map((row) => String(row['assigned_to_email']).toLowerCase()).includes(assigned_to_email)) {
    return 'Assignee email not valid. Please choose from the list of team members.';
  }
  if (!['Backlog', 'In Progress', 'In Review', 'Completed'].includes(list_name)) {
    return "List not valid. Please choose from: 'Backlog', 'In Progress', 'In Review', 'Completed'.";
  }
  if (!['Back end', 'Front end', 'Design'].includes(board)) {
    return "Board not valid. Please choose from: 'Back end', 'Front end', 'Design'.";
  }
  const task_id = nextId(state.project_tasks, 'task_id', 8);
  state.project_tasks = [...state.project_tasks, { task_id, task_name, assigned_to_email, list_name, due_date, board }];
  return task_id;
}

function delete_task(state: State, { task_id }: Record<string, string | undefined>): string {
  if (!task_id) {
    return 'Task ID not provided.';
  }
  if (idValues(state.project_tasks, 'task_id').includes(task_id)) {
    state.project_tasks = state.project_tasks.filter((row) => row['task_id'] !== task_id);
    return 'Task deleted successfully.';
  } else {
    return 'Task not found.';
  }
}

function update_task(state: State, { task_id, field, new_value }: Record<string, string | undefined>): string {
  if (!task_id || !field || !new_value) {
    return 'Task ID, field, or new value not provided.';
  }
  if (field === 'assigned_to_email') {
    new_value = new_value.toLowerCase();
  }
  if (field === 'board' && !['Back end', 'Front end', 'Design'].includes(new_value)) {
    return "Board not valid. Please choose from: 'Back end', 'Front end', 'Design'.";
  }
  if (field === 'list_name' && !['Backlog', 'In Progress', 'In Review', 'Completed'].includes(new_value)) {
    return "List not valid. Please choose from: 'Backlog', 'In Progress', 'In Review', 'Completed'.";
  }
  if (field === 'assigned_to_email' && !state.project_tasks.map((row) => String(row['assigned_to_email']).toLowerCase()).includes(new_value)) {
    return 'Assignee email not valid. Please choose from the list of team members.';
  }
  if (idValues(state.project_tasks, 'task_id').includes(task_id)) {
    if (PROJECT_TASKS_COLUMNS.includes(field)) {
      const value = new_value;
      state.project_tasks = state.project_tasks.map((row) => (row['task_id'] === task_id ? { ...row, [field]: value } : row));
      return 'Task updated successfully.';
    } else {
      return 'Field not valid.';
    }
  } else {
    return 'Task not found.';
  }
}

// ---- src/tools/customer_relationship_manager.py ----

function update_customer(state: State, { customer_id, field, new_value }: Record<string, string | undefined>): string {
  if (!customer_id || !field || !new_value) {
    return 'Customer ID, field, or new value not provided.';
  }
  if (field === 'status' && !['Qualified', 'Won', 'Lost', 'Lead', 'Proposal'].includes(new_value)) {
    return "Status not valid. Please choose from: 'Qualified', 'Won', 'Lost', 'Lead', 'Proposal'";
  }
  if (field === 'product_interest' && !['Software', 'Hardware', 'Services', 'Consulting', 'Training'].includes(new_value)) {
    return "Product interest not valid. Please choose from: 'Software', 'Hardware', 'Services', 'Consulting', 'Training'";
  }
  if (field === 'customer_email' || field === 'assigned_to_email') {
    new_value = new_value.toLowerCase();
  }
  if (idValues(state.crm, 'customer_id').includes(customer_id)) {
    if (CRM_COLUMNS.includes(field)) {
      const value = new_value;
      state.crm = state.crm.map((row) => (row['customer_id'] === customer_id ? { ...row, [field]: value } : row));
      return 'Customer updated successfully.';
    } else {
      return 'Field not valid.';
    }
  } else {
    return 'Customer not found.';
  }
}

function add_customer(
  state: State,
  { customer_name, assigned_to_email, status, customer_email, customer_phone, last_contact_date, product_interest, notes = '', follow_up_by }: Record<string, string | undefined>,
): string {
  if (!customer_name || !assigned_to_email || !status) {
    return 'Please provide all required fields: customer_name, assigned_to_email, status.';
  }
  assigned_to_email = assigned_to_email.toLowerCase();
  if (customer_email) {
    customer_email = customer_email.toLowerCase();
  }
  const new_id = nextId(state.crm, 'customer_id', 8);
  state.crm = [
    ...state.crm,
    {
      customer_id: new_id,
      customer_name,
      customer_email: customer_email ?? null,
      customer_phone: customer_phone ?? null,
      last_contact_date: last_contact_date ?? null,
      product_interest: product_interest ?? null,
      status,
      assigned_to_email,
      notes,
      follow_up_by: follow_up_by ?? null,
    },
  ];
  return new_id;
}

function delete_customer(state: State, { customer_id }: Record<string, string | undefined>): string {
  if (!customer_id) {
    return 'Customer ID not provided.';
  }
  if (!idValues(state.crm, 'customer_id').includes(customer_id)) {
    return 'Customer not found.';
  }
  state.crm = state.crm.filter((row) => row['customer_id'] !== customer_id);
  return 'Customer deleted successfully.';
}

/** The tools the ground truth's strings name (`calendar.create_event.func(...)` and its like). */
const TOOLS: Record<string, (state: State, args: Record<string, string | undefined>) => string> = {
  'calendar.create_event': create_event,
  'calendar.delete_event': delete_event,
  'calendar.update_event': update_event,
  'email.send_email': send_email,
  'email.delete_email': delete_email,
  'email.forward_email': forward_email,
  'email.reply_email': reply_email,
  'analytics.create_plot': create_plot,
  'project_management.create_task': create_task,
  'project_management.delete_task': delete_task,
  'project_management.update_task': update_task,
  'customer_relationship_manager.update_customer': update_customer,
  'customer_relationship_manager.add_customer': add_customer,
  'customer_relationship_manager.delete_customer': delete_customer,
};

// ---- src/evals/utils.py ----

function stateOf(snapshot: Snapshot): State {
  return {
    calendar_events: (snapshot.tables['calendar_events'] ?? []).map((row) => ({ ...row })),
    emails: (snapshot.tables['emails'] ?? []).map((row) => ({ ...row })),
    plots: (snapshot.tables['plots'] ?? []).map((row) => ({ ...row })),
    project_tasks: (snapshot.tables['project_tasks'] ?? []).map((row) => ({ ...row })),
    crm: (snapshot.tables['crm'] ?? []).map((row) => ({ ...row })),
  };
}

/** Executes a list of actions on a fresh state (reset_state: the starting snapshot) and returns the resulting frames. */
function execute_actions_and_reset_state(pre: Snapshot, actions: readonly Action[]): [boolean, Frame, Frame, Frame, Frame, Frame] {
  const state = stateOf(pre);

  // Execute the actions
  for (const action of actions) {
    try {
      TOOLS[action.tool](state, { ...action.args });
    } catch {
      continue;
    }
  }
  return [true, state.calendar_events, state.emails, state.plots, state.project_tasks, state.crm];
}

function convert_strs_to_lowercase(df: Frame): Frame {
  // For some fields the case matters, so we don't convert them to lowercase
  const fields_not_to_convert = ['status', 'list_name', 'board'];
  return df.map((row) => {
    const converted: Row = {};
    for (const [col, value] of Object.entries(row)) {
      converted[col] = !fields_not_to_convert.includes(col) && typeof value === 'string' ? value.toLowerCase() : value;
    }
    return converted;
  });
}

/** DataFrame.equals: the same shape and the same values in the same places (rows in order, columns in order). */
function equals(a: Frame, b: Frame): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Checks if the prediction is correct by comparing the state change after executing the actions: the state the
 * agent's actions left against the state the ground truth's actions leave on the same start.
 */
export function is_correct(pre: Snapshot, post: Snapshot, ground_truth_actions: readonly Action[]): boolean {
  const predicted = stateOf(post);
  const successful_execution = true;
  let predicted_calendar_state = predicted.calendar_events;
  let predicted_email_state = predicted.emails;
  let predicted_analytics_state = predicted.plots;
  let predicted_project_management_state = predicted.project_tasks;
  let predicted_customer_relationship_manager_state = predicted.crm;
  let [
    ,
    ground_truth_calendar_state,
    ground_truth_email_state,
    ground_truth_analytics_state,
    ground_truth_project_management_state,
    ground_truth_customer_relationship_manager_state,
  ] = execute_actions_and_reset_state(pre, ground_truth_actions);

  // We allow for case-insensitive comparison of strings for most fields
  predicted_calendar_state = convert_strs_to_lowercase(predicted_calendar_state);
  predicted_email_state = convert_strs_to_lowercase(predicted_email_state);
  predicted_analytics_state = convert_strs_to_lowercase(predicted_analytics_state);
  predicted_project_management_state = convert_strs_to_lowercase(predicted_project_management_state);
  predicted_customer_relationship_manager_state = convert_strs_to_lowercase(predicted_customer_relationship_manager_state);

  ground_truth_calendar_state = convert_strs_to_lowercase(ground_truth_calendar_state);
  ground_truth_email_state = convert_strs_to_lowercase(ground_truth_email_state);
  ground_truth_analytics_state = convert_strs_to_lowercase(ground_truth_analytics_state);
  ground_truth_project_management_state = convert_strs_to_lowercase(ground_truth_project_management_state);
  ground_truth_customer_relationship_manager_state = convert_strs_to_lowercase(ground_truth_customer_relationship_manager_state);

  return (
    successful_execution &&
    equals(predicted_calendar_state, ground_truth_calendar_state) &&
    equals(predicted_email_state, ground_truth_email_state) &&
    equals(predicted_analytics_state, ground_truth_analytics_state) &&
    equals(predicted_project_management_state, ground_truth_project_management_state) &&
    equals(predicted_customer_relationship_manager_state, ground_truth_customer_relationship_manager_state)
  );
}
