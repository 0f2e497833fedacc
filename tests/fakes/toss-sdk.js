/*
 * A fake of Toss Payments' browser SDK (https://js.tosspayments.com/v2/standard) for the end-to-end
 * tests, served in its place by Playwright's routing (research: payments.md, section 5.3). It keeps
 * the real SDK's rules that catch integration bugs: setAmount before rendering, one render of each
 * widget until destroy(), a payment method must be chosen, the agreement must be given. On pay it
 * asks the fake Toss API (through https://api.tosspayments.com/__fake/authorize, also routed by
 * the test) for a payment key and redirects to the success URL like Toss does.
 * window.__tossFake holds counters and `next` ('cancel' | 'fail' | 'tamper') for the next payment.
 */
(function () {
  var stats = (window.__tossFake = window.__tossFake || {renders: 0, destroyed: 0, amounts: [], requests: [], next: null});
  function error(code, message) {
    var e = new Error(message || code);
    e.code = code;
    return e;
  }
  function withQuery(url, params) {
    return url + (url.indexOf('?') === -1 ? '?' : '&') + new URLSearchParams(params).toString();
  }
  function TossPayments(clientKey) {
    if (!/^test_gck_|^live_gck_/.test(clientKey)) throw error('INVALID_CLIENT_KEY');
    return {
      widgets: function (options) {
        if (!options || typeof options.customerKey !== 'string' || !/^[A-Za-z0-9\-_=.@]{2,50}$/.test(options.customerKey)) throw error('INVALID_CUSTOMER_KEY');
        var state = {amount: null, methods: null, agreement: null};
        return {
          setAmount: function (amount) {
            if (!amount || amount.currency !== 'KRW' || !Number.isInteger(amount.value) || amount.value <= 0) return Promise.reject(error('INVALID_AMOUNT_VALUE'));
            state.amount = amount.value;
            stats.amounts.push(amount.value);
            return Promise.resolve();
          },
          renderPaymentMethods: function (args) {
            if (state.amount === null) return Promise.reject(error('NOT_SETUP_AMOUNT'));
            if (state.methods) return Promise.reject(error('PAYMENT_METHODS_WIDGET_ALREADY_RENDERED'));
            var el = document.querySelector(args.selector);
            if (!el) return Promise.reject(error('INVALID_SELECTOR'));
            stats.renders++;
            el.innerHTML =
              '<fieldset style="border:1px solid #ccc;padding:8px"><legend>결제 방법</legend>' +
              '<label><input type="radio" name="toss-fake-method" value="CARD"> 신용·체크카드</label> ' +
              '<label><input type="radio" name="toss-fake-method" value="VIRTUAL_ACCOUNT"> 가상계좌</label> ' +
              '<label><input type="radio" name="toss-fake-method" value="TRANSFER"> 계좌이체</label> ' +
              '<label><input type="radio" name="toss-fake-method" value="EASY_PAY"> 카카오페이</label></fieldset>';
            state.methods = el;
            return Promise.resolve({
              on: function () {},
              getSelectedPaymentMethod: function () {
                var checked = el.querySelector('input:checked');
                return Promise.resolve(checked ? {type: 'NORMAL', code: checked.value} : null);
              },
              destroy: function () {
                el.innerHTML = '';
                state.methods = null;
                stats.destroyed++;
                return Promise.resolve();
              },
            });
          },
          renderAgreement: function (args) {
            if (state.amount === null) return Promise.reject(error('NOT_SETUP_AMOUNT'));
            if (state.agreement) return Promise.reject(error('AGREEMENT_WIDGET_ALREADY_RENDERED'));
            var el = document.querySelector(args.selector);
            if (!el) return Promise.reject(error('INVALID_SELECTOR'));
            el.innerHTML = '<label><input type="checkbox" name="toss-fake-agreement" checked> [필수] 결제 서비스 이용 약관 동의</label>';
            state.agreement = el;
            return Promise.resolve({
              on: function () {},
              destroy: function () {
                el.innerHTML = '';
                state.agreement = null;
                stats.destroyed++;
                return Promise.resolve();
              },
            });
          },
          requestPayment: function (request) {
            if (!state.methods) return Promise.reject(error('NOT_RENDERED_PAYMENT_METHODS_UI'));
            var method = state.methods.querySelector('input:checked');
            if (!method) return Promise.reject(error('NOT_SELECTED_PAYMENT_METHOD', '결제수단을 선택해주세요.'));
            var agreed = state.agreement && state.agreement.querySelector('input:checked');
            if (!agreed) return Promise.reject(error('NEED_AGREEMENT_WITH_REQUIRED_TERMS', '필수 약관에 동의해주세요.'));
            if (!/^[A-Za-z0-9_-]{6,64}$/.test(request.orderId || '')) return Promise.reject(error('INVALID_ORDER_ID'));
            if (!request.orderName || request.orderName.length > 100) return Promise.reject(error('INVALID_ORDER_NAME'));
            // The virtual-account options as the real SDK takes them (cashReceipt.type: 소득공제, 지출증빙 or 미발행).
            var cashReceipt = request.virtualAccount && request.virtualAccount.cashReceipt;
            if (cashReceipt && ['소득공제', '지출증빙', '미발행'].indexOf(cashReceipt.type) === -1) return Promise.reject(error('INVALID_CASH_RECEIPT_TYPE'));
            stats.requests.push({
              orderId: request.orderId,
              orderName: request.orderName,
              customerName: request.customerName,
              customerEmail: request.customerEmail,
              amount: state.amount,
              cashReceiptType: cashReceipt ? cashReceipt.type : null,
            });
            var next = stats.next;
            stats.next = null;
            if (next === 'cancel') return Promise.reject(error('USER_CANCEL', '사용자가 결제를 취소했습니다.'));
            if (next === 'fail') {
              window.location.href = withQuery(request.failUrl, {code: 'PAY_PROCESS_CANCELED', message: '<b>사용자에 의해 결제가 취소되었습니다.</b>', orderId: request.orderId});
              return new Promise(function () {});
            }
            return fetch('https://api.tosspayments.com/__fake/authorize', {method: 'POST', body: JSON.stringify({orderId: request.orderId, amount: state.amount, method: method.value})})
              .then(function (response) {
                return response.json();
              })
              .then(function (body) {
                var amount = next === 'tamper' ? state.amount - 1000 : state.amount;
                window.location.href = withQuery(request.successUrl, {paymentType: 'NORMAL', orderId: request.orderId, paymentKey: body.paymentKey, amount: String(amount)});
                return new Promise(function () {});
              });
          },
        };
      },
    };
  }
  TossPayments.ANONYMOUS = '@@ANONYMOUS';
  window.TossPayments = TossPayments;
})();
