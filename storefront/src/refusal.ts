/** A request this server refuses on purpose: the app's error handler answers its status with its message. */
export class Refusal extends Error {
  constructor(
    readonly statusCode: 400 | 421,
    message: string,
  ) {
    super(message);
  }
}
