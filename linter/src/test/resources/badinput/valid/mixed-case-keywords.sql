sElEcT item FrOm Orders wHeRe price BeTwEeN 1 aNd 2;
