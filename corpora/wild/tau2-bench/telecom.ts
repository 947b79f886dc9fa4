// sierra-research/tau2-bench src/tau2/domains/telecom/user_tools.py and tools.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: the assert_* functions the chosen telecom tasks use, with _get_mobile_data_working, _run_speed_test, _can_send_mms, _get_target_line, on the flattened device and line tables
import type { Snapshot } from 'chokepoint';

const device = (snapshot: Snapshot) => snapshot.tables.device[0];
const surroundings = (snapshot: Snapshot) => snapshot.tables.surroundings[0];

const TECH_SPEED: Readonly<Record<string, readonly [number, number]>> = {
  '2G': [0.1, 0.4],
  '3G': [1.0, 5.0],
  '4G': [10.0, 100.0],
  '5G': [50.0, 500.0],
  none: [0.0, 0.0],
};

const SIGNAL_FACTOR: Readonly<Record<string, number>> = { poor: 0.2, fair: 0.5, good: 0.8, excellent: 1.0, none: 0.0 };

function mobileDataWorking(snapshot: Snapshot): boolean {
  const phone = device(snapshot);
  const around = surroundings(snapshot);
  if (phone.airplane_mode || phone.network_signal_strength === 'none') return false;
  if (phone.network_connection_status === 'no_service') return false;
  if (around.is_abroad) {
    if (!phone.roaming_enabled || !around.roaming_allowed) return false;
  }
  if (!phone.data_enabled) return false;
  if (around.mobile_data_usage_exceeded) return false;
  return true;
}

function runSpeedTest(snapshot: Snapshot): [number | null, string] {
  if (!mobileDataWorking(snapshot)) return [null, 'No Connection'];
  const phone = device(snapshot);
  let baseSpeedFactor = phone.vpn_connected && phone.vpn_server_performance === 'poor' ? 0.1 : 1.0;
  if (phone.data_saver_mode) baseSpeedFactor *= 0.2;
  const [minSpeed, maxSpeed] = TECH_SPEED[String(phone.network_technology_connected)] ?? [0.0, 0.0];
  const signalFactor = SIGNAL_FACTOR[String(phone.network_signal_strength)] ?? 0.0;
  const speed = Math.round(((minSpeed + maxSpeed) / 2.0) * signalFactor * baseSpeedFactor * 100) / 100;
  let desc = 'Unknown';
  if (speed < 1) desc = 'Very Poor';
  else if (speed < 5) desc = 'Poor';
  else if (speed < 25) desc = 'Fair';
  else if (speed < 100) desc = 'Good';
  else desc = 'Excellent';
  return [speed, desc];
}

function canSendMms(snapshot: Snapshot): boolean {
  if (!mobileDataWorking(snapshot)) return false;
  const phone = device(snapshot);
  if (phone.network_technology_connected === '2G') return false;
  if (phone.wifi_calling_enabled && phone.wifi_calling_mms_over_wifi) return false;
  if (phone.apn_mmsc_url === null) return false;
  const messaging = snapshot.tables.app_statuses.find((app) => app.app_name === 'messaging');
  if (messaging === undefined) return false;
  return Boolean(messaging.permission_storage && messaging.permission_sms);
}

export function assertMobileDataStatus(snapshot: Snapshot, expectedStatus: boolean): boolean {
  return mobileDataWorking(snapshot) === expectedStatus;
}

export function assertInternetSpeed(snapshot: Snapshot, expectedSpeed: number, expectedDesc?: string): boolean {
  const [measured, desc] = runSpeedTest(snapshot);
  const speed = measured || 0.0;
  if (expectedDesc === undefined) return speed >= expectedSpeed;
  return speed >= expectedSpeed && desc.toLowerCase() === expectedDesc.toLowerCase();
}

export function assertServiceStatus(snapshot: Snapshot, expectedStatus: string): boolean {
  const statuses = ['connected', 'searching', 'no_service', 'emergency_only'];
  if (!statuses.includes(expectedStatus)) throw new Error(`'${expectedStatus}' is not a valid NetworkStatus`);
  return device(snapshot).network_connection_status === expectedStatus;
}

export function assertCanSendMms(snapshot: Snapshot, expectedStatus: boolean): boolean {
  return canSendMms(snapshot) === expectedStatus;
}

export function assertNoOverdueBill(snapshot: Snapshot, overdueBillId: string): boolean {
  const bill = snapshot.tables.bills.find((b) => b.bill_id === overdueBillId);
  if (bill === undefined) return true;
  if (bill.status === 'Paid') return true;
  return false;
}

export function assertDataRefuelingAmount(snapshot: Snapshot, customerId: string, lineId: string, expectedAmount: number): boolean {
  const customer = snapshot.tables.customers.find((c) => c.customer_id === customerId);
  if (customer === undefined) throw new Error(`Customer with ID ${customerId} not found`);
  const owned = snapshot.tables.customer_lines.some((cl) => cl.customer_id === customerId && cl.line_id === lineId);
  if (!owned) throw new Error(`Line ${lineId} not found for customer ${customerId}`);
  const line = snapshot.tables.lines.find((l) => l.line_id === lineId);
  if (line === undefined) throw new Error(`Line ${lineId} not found`);
  return Math.abs(Number(line.data_refueling_gb) - expectedAmount) < 1e-6;
}
