import { codes, PAGE_SIZE } from '@tours/contract';
import * as sample from '@tours/contract/samples';
import { describe, expect, it } from 'vitest';
import { pactArea } from '../support/area';
import { pinCall } from '../support/interaction';
import { EXAMPLE_TOKEN } from '../support/names';
import { dataShape } from '../support/shapes';
import { states } from '../support/states';

const pact = pactArea('messages-reviews', [
  'member.my.message.list',
  'member.my.message.content.list',
  'member.my.message.content.add',
  'member.my.message.content.create',
  'member.product.comment.user.page',
  'member.product.comment.add',
]);

const token = EXAMPLE_TOKEN;
const thread = states.messageThread;

describe('messages with guides', () => {
  it('lists the threads', async () => {
    const body = await pinCall(pact, {
      call: 'member.my.message.list',
      scenario: 'the caller’s threads',
      states: [thread],
      payload: {},
      token,
      data: dataShape('member.my.message.list', [sample.messageThread]),
    });
    expect(body.code).toBe(codes.success);
  });

  it('loads a thread’s history', async () => {
    const body = await pinCall(pact, {
      call: 'member.my.message.content.list',
      scenario: 'the first page of a thread',
      states: [thread],
      payload: { pageNo: 1, messageId: thread.parameters.messageId },
      token,
      data: dataShape('member.my.message.content.list', { list: [sample.chatMessage], total: 1 }),
    });
    expect(body.code).toBe(codes.success);
  });

  it('answers in a thread', async () => {
    const body = await pinCall(pact, {
      call: 'member.my.message.content.add',
      scenario: 'a message in an existing thread',
      states: [thread],
      payload: { messageId: thread.parameters.messageId, content: 'Is lunch included?' },
      token,
    });
    expect(body.code).toBe(codes.success);
  });

  it('contacts a guide', async () => {
    const body = await pinCall(pact, {
      call: 'member.my.message.content.create',
      scenario: 'a message to a guide (Contact The Guide)',
      states: [thread],
      payload: { merchantId: thread.parameters.merchantId, content: 'Can we start an hour later?' },
      // The screen goes to the messages tab and reloads the threads; it reads no thread id from the answer.
      token,
    });
    expect(body.code).toBe(codes.success);
  });
});

describe('reviews', () => {
  it('lists the caller’s reviews', async () => {
    const body = await pinCall(pact, {
      call: 'member.product.comment.user.page',
      scenario: 'the first page of My Review',
      states: [states.reviewer],
      payload: { pageNo: 1, pageSize: PAGE_SIZE },
      token,
      data: dataShape('member.product.comment.user.page', { list: [sample.myReview], total: 1 }),
    });
    expect(body.code).toBe(codes.success);
  });

  it('reviews a completed trip, as JSON', async () => {
    const { orderId, orderItemId } = states.unreviewedOrder.parameters;
    const body = await pinCall(pact, {
      call: 'member.product.comment.add',
      scenario: 'scores and a text for a completed order',
      states: [states.unreviewedOrder],
      payload: [
        {
          guideScores: 5,
          transportationScores: 4,
          priceScores: 5,
          content: 'Lovely day out.',
          picUrls: '/media/uploads/1.png',
          orderId,
          orderItemId,
        },
      ],
      token,
      message: true,
    });
    expect(body.code).toBe(codes.success);
  });
});
