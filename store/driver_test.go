package store

import _ "github.com/fetaix/fetaix/store/sqlite" // the tests open stores
