// sierra-research/tau2-bench src/tau2/domains/airline/tools.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: AirlineTools.cancel_reservation, update_reservation_baggages (with _payment_for_update), update_reservation_passengers, on the flattened tables
import { appendRow, type Data, type Row } from './db.ts';

export const AIRLINE_KEYS: Readonly<Record<string, readonly string[]>> = {
  users: ['user_id'],
  user_reservations: ['user_id'],
  payment_methods: ['user_id', 'id'],
  saved_passengers: ['user_id'],
  reservations: ['reservation_id'],
  reservation_flights: ['reservation_id'],
  reservation_passengers: ['reservation_id'],
  reservation_payments: ['reservation_id'],
  flights: ['flight_number'],
  flight_dates: ['flight_number', 'date'],
};

export interface Passenger {
  readonly first_name: string;
  readonly last_name: string;
  readonly dob: string;
}

function getReservation(data: Data, reservationId: string): Row {
  const reservation = data.reservations.find((r) => r.reservation_id === reservationId);
  if (reservation === undefined) throw new Error(`Reservation ${reservationId} not found`);
  return reservation;
}

function getUser(data: Data, userId: unknown): Row {
  const user = data.users.find((u) => u.user_id === userId);
  if (user === undefined) throw new Error(`User ${String(userId)} not found`);
  return user;
}

export function cancelReservation(data: Data, reservationId: string): Row {
  const reservation = getReservation(data, reservationId);
  const refunds = data.reservation_payments
    .filter((payment) => payment.reservation_id === reservationId)
    .map((payment) => ({ reservation_id: reservationId, payment_id: payment.payment_id, amount: -Number(payment.amount) }));
  for (const refund of refunds) appendRow(data, 'reservation_payments', refund);
  reservation.status = 'cancelled';
  return reservation;
}

function paymentForUpdate(data: Data, user: Row, paymentId: string, totalPrice: number): { payment_id: string; amount: number } | null {
  const method = data.payment_methods.find((m) => m.user_id === user.user_id && m.id === paymentId);
  if (method === undefined) throw new Error('Payment method not found');
  if (method.source === 'certificate') throw new Error('Certificate cannot be used to update reservation');
  else if (method.source === 'gift_card' && Number(method.amount) < totalPrice) throw new Error('Gift card balance is not enough');
  if (method.source === 'gift_card') method.amount = Number(method.amount) - totalPrice;
  return totalPrice !== 0 ? { payment_id: paymentId, amount: totalPrice } : null;
}

export function updateReservationBaggages(
  data: Data,
  reservationId: string,
  totalBaggages: number,
  nonfreeBaggages: number,
  paymentId: string,
): Row {
  const reservation = getReservation(data, reservationId);
  const user = getUser(data, reservation.user_id);
  const totalPrice = 50 * Math.max(0, nonfreeBaggages - Number(reservation.nonfree_baggages));
  const payment = paymentForUpdate(data, user, paymentId, totalPrice);
  if (payment !== null) appendRow(data, 'reservation_payments', { reservation_id: reservationId, ...payment });
  reservation.total_baggages = totalBaggages;
  reservation.nonfree_baggages = nonfreeBaggages;
  return reservation;
}

export function updateReservationPassengers(data: Data, reservationId: string, passengers: readonly Passenger[]): Row {
  const reservation = getReservation(data, reservationId);
  const current = data.reservation_passengers.filter((p) => p.reservation_id === reservationId);
  if (passengers.length !== current.length) throw new Error('Number of passengers does not match');
  data.reservation_passengers = data.reservation_passengers.filter((p) => p.reservation_id !== reservationId);
  for (const passenger of passengers) appendRow(data, 'reservation_passengers', { reservation_id: reservationId, ...passenger });
  return reservation;
}
