// sierra-research/tau-bench tau_bench/envs/airline/tools/*.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: the invoke() of the airline tools the chosen tasks replay, on the flattened tables
import { appendRow, type Data, type Row } from './hash.ts';

/** Sort keys of the flattened airline tables (see README). */
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

function findReservation(data: Data, reservationId: string): Row | undefined {
  return data.reservations.find((reservation) => reservation.reservation_id === reservationId);
}

export function cancelReservation(data: Data, reservationId: string): string {
  const reservation = findReservation(data, reservationId);
  if (reservation === undefined) return 'Error: reservation not found';
  const refunds = data.reservation_payments
    .filter((payment) => payment.reservation_id === reservationId)
    .map((payment) => ({ reservation_id: reservationId, payment_id: payment.payment_id, amount: -Number(payment.amount) }));
  for (const refund of refunds) appendRow(data, 'reservation_payments', refund);
  reservation.status = 'cancelled';
  return JSON.stringify(reservation);
}

export function updateReservationBaggages(
  data: Data,
  reservationId: string,
  totalBaggages: number,
  nonfreeBaggages: number,
  paymentId: string,
): string {
  const reservation = findReservation(data, reservationId);
  if (reservation === undefined) return 'Error: reservation not found';
  const totalPrice = 50 * Math.max(0, nonfreeBaggages - Number(reservation.nonfree_baggages));
  const method = data.payment_methods.find((m) => m.user_id === reservation.user_id && m.id === paymentId);
  if (method === undefined) return 'Error: payment method not found';
  if (method.source === 'certificate') return 'Error: certificate cannot be used to update reservation';
  else if (method.source === 'gift_card' && Number(method.amount) < totalPrice) return 'Error: gift card balance is not enough';

  reservation.total_baggages = totalBaggages;
  reservation.nonfree_baggages = nonfreeBaggages;
  if (method.source === 'gift_card') method.amount = Number(method.amount) - totalPrice;
  if (totalPrice !== 0) appendRow(data, 'reservation_payments', { reservation_id: reservationId, payment_id: paymentId, amount: totalPrice });
  return JSON.stringify(reservation);
}

export function updateReservationPassengers(data: Data, reservationId: string, passengers: readonly Passenger[]): string {
  const reservation = findReservation(data, reservationId);
  if (reservation === undefined) return 'Error: reservation not found';
  const current = data.reservation_passengers.filter((p) => p.reservation_id === reservationId);
  if (passengers.length !== current.length) return 'Error: number of passengers does not match';
  data.reservation_passengers = data.reservation_passengers.filter((p) => p.reservation_id !== reservationId);
  for (const passenger of passengers) appendRow(data, 'reservation_passengers', { reservation_id: reservationId, ...passenger });
  return JSON.stringify(reservation);
}

export function sendCertificate(data: Data, userId: string, amount: number): string | undefined {
  const user = data.users.find((u) => u.user_id === userId);
  if (user === undefined) return 'Error: user not found';
  for (const id of [3221322, 3221323, 3221324]) {
    const paymentId = `certificate_${id}`;
    if (!data.payment_methods.some((m) => m.user_id === userId && m.id === paymentId)) {
      appendRow(data, 'payment_methods', { user_id: userId, id: paymentId, source: 'certificate', amount });
      return `Certificate ${paymentId} added to user ${userId} with amount ${amount}.`;
    }
  }
  return undefined;
}
